"""The premature-play guide's "the next hand played on" Ending (60A): its read-out keeps 60A2's
exception, as the Ending's own words do.

60A2 (TR, official): "Bir kez onarma hakkı yitirildiğinde, yasadışı oyun sıra içinde yapılmış gibi muamele
görür (Yasa 53B’nin uygulandığı durumlar dışında)."
60A2 (WBF): "Once the right to rectification has been forfeited, the illegal play is treated as though
it were in turn (except when Law 53B applies)."
The read-out said "that card counts as played in turn (Laws 60A1, 60A2)", with no exception: a
defender's premature lead to the next trick may meet 53B's proper lead by the player whose lead it
was (TR "doğru çıkış geçerli kalır"; WBF "the proper lead stands")."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
KEYS = ["before-partner", "next-hand-played"]


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "o kart, Yasa 53B'nin uygulandığı durumlar dışında, sıra içinde oynanmış sayılır (Yasa 60A1, 60A2)",
            "o kart sıra içinde oynanmış sayılır (Yasa 60A1, 60A2)",
        ),
        (
            "en",
            "that card counts as played in turn, except when Law 53B applies (Laws 60A1, 60A2)",
            "that card counts as played in turn (Laws 60A1, 60A2)",
        ),
    ],
)
def test_the_read_out_keeps_60a2_s_53b_exception(client, lang, phrase, old):
    reads(client, SLUG, KEYS, lang, phrase)
    never_reads(client, SLUG, KEYS, lang, old)
