"""The words of situations.content.common.call_though_unrectified as a page shows them, for the
tests that hold a guide's "When to call the Director" to 9B1(a) and 9B2 (TR "Bir usulsüzlüğe dikkat
çekildiğinde hemen hakem çağrılmalıdır." / "... hiçbir oyuncu herhangi bir eylemde
bulunmayacaktır."; WBF "The Director should be summoned at once when attention is drawn to an
irregularity." / "No player shall take any action until the Director has explained all matters in
regard to rectification."). Both languages say the Turkish 9B2, which names the determination of a
penalty (qa163; the editor's note translation-9B2)."""

AT_ONCE = {
    "tr": "Buna dikkat çekildiğinde hakem hemen çağrılmalıdır (Yasa 9B1(a))",
    "en": "When attention is drawn to it, the Director should be summoned at once (Law 9B1(a))",
}
NO_ACTION = {
    "tr": "hiçbir oyuncu herhangi bir eylemde bulunmayacaktır (Yasa 9B2)",
    "en": "no player shall take any action until the Director has explained all the possible matters concerning the correction of the irregularity and the assessment of a penalty (Law 9B2)",
}
