"""table61: what the last sessions left on the table page and the desk (docs/legal-review.md,
"## table61"). Each test quotes the paragraph it rests on in the official Turkish and the WBF
English."""

import rulings
from situations.engine_words import describe
from situations.tests.table.test_table_record import form_error

TWO_OFFENDERS = {
    "q": "auction",
    "dealer": "N",
    "calls": [
        "N:1S",
        "E:1H",
        {"act": "reject", "seat": "S"},
        "E:3H",
        "S:3S",
        "W:pass",
        "N:pass",
        "W:4H",
        {"act": "reject", "seat": "N"},
        "E:pass",
    ],
}


def _sentences(query: dict, lang: str) -> list[str]:
    return describe(rulings.answer(query), query, lang)


def test_both_defenders_offended_each_partner_gets_his_26b_prohibition():
    """Law 26B. TR: "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma ile
    değiştirmezse, ve daha sonra da defans oyuncusu olursa, deklaran, kusurlu oyuncunun ortağının ilk
    oynaması sırasında (atak dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından
    konuşulmamış herhangi bir rengi oynamasını yasaklayabilir. Bu yasak, çıkış kusurlu oyuncunun
    ortağında kaldığı sürece devam eder." WBF: "When an offending player's call is withdrawn and it
    is not replaced by a comparable call, then if he becomes a defender, declarer may, at the
    offender's partner's first turn to lead (which may be the opening lead), prohibit offender's
    partner from leading any (one) suit which has not been specified in the legal auction by the
    offender. Such prohibition continues for as long as the offender's partner retains the lead."

    East (insufficient 1♥, 27B2) and West (4♥ when required to pass, 37B) both offended: East's
    partner West may be forbidden any suit (East specified only hearts: C, D, S... the engine says
    which), and West's partner East any suit West did not specify. Before: only the opening
    leader's (East's) was said."""
    en = _sentences(TWO_OFFENDERS, "en")
    assert (
        "At East's first turn to lead (which may be the opening lead), declarer may prohibit him from leading "
        "any one of these suits: clubs, diamonds, hearts or spades; such prohibition continues for as long as "
        "East retains the lead (Law 26B)." in en
    )
    assert (
        "At West's first turn to lead (which may be the opening lead), declarer may prohibit him from leading "
        "any one of these suits: clubs, diamonds or spades; such prohibition continues for as long as West "
        "retains the lead (Law 26B)." in en
    )
    tr = _sentences(TWO_OFFENDERS, "tr")
    assert (
        "Deklaran, Batı'nın ilk oynaması sırasında (atak dahil) şu renklerden birini oynamasını yasaklayabilir: "
        "trefl, karo ya da pik; bu yasak, çıkış Batı'da kaldığı sürece devam eder (Yasa 26B)." in tr
    )
    assert any(s.startswith("Deklaran, Doğu'nun ilk oynaması sırasında (atak dahil)") for s in tr)


def test_an_empty_lin_call_is_refused_with_the_reason_in_both_languages(client):
    """Law 17C. TR: "Dağıtanın solundaki oyuncu ikinci konuşmayı yapar ve bundan sonra her oyuncu
    saat yönünde sıra ile konuşur." WBF: "The player to dealer's left makes the second call, and
    thereafter each player calls in turn in a clockwise rotation."

    A LIN record seats its calls by their order from the dealer, so an empty `mb||` cannot be left
    out without giving each later call to the wrong player. The page said only "mb|| is not a call.
    Write 1C … 7N, ..."; now it says that an empty field is no call, why it cannot be skipped, and what
    to write."""
    from rulings.tests.test_records import LIN_DEAL

    record = LIN_DEAL + "mb|1H|mb||mb|p|mb|4H|mb|p|mb|p|mb|p|"
    expected = {
        "en": "The LIN record cannot be read: it has an empty call, mb||. An empty field is no call, and the "
        "record does not say what was called there; left out, each later call would be given to the wrong "
        "player (the calls are made in rotation).",
        "tr": "LIN kaydı okunamıyor: kayıtta boş bir konuşma var, mb||. Boş bir alan bir konuşma değildir ve kayıt "
        "orada ne konuşulduğunu söylemiyor; atlanırsa sonraki her konuşma yanlış oyuncuya verilir (konuşmalar "
        "sırayla yapılır).",
    }
    for lang, page in {"en": "/en/table/", "tr": "/tr/masa/"}.items():
        response = client.post(page, {"record": record})
        assert response.status_code == 400
        own, english = form_error(response)
        assert expected[lang] in own
        assert english == ""
