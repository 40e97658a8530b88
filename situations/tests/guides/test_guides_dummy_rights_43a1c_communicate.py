"""The dummy's-rights guide says 43A1(c)'s second limit in the WBF's verb: dummy may not *communicate*
anything about the play to declarer, not only "tell" him.

43A1(c) (TR): "Yer oyuna katılmamalıdır veya oyun hakkında deklaranla hiçbir iletişimde bulunmamalıdır."
43A1(c) (WBF): "Dummy must not participate in the play, nor may he communicate anything about the play to
declarer."

The English lines said "nor tell declarer anything about it": telling is by word, and communication (the
Turkish "iletişim" as much as the WBF's "communicate") is by any means, a gesture or a card pointed at
included; the touched-card Ending cites 43A1(c) for a dummy who touched or indicated a card. The Turkish
lines already had the official words and stay as they are."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"


@pytest.mark.parametrize("keys", [["rights"], ["prevent", "no-a2-violation"], ["touched-card"]])
def test_the_english_says_communicate_anything_about_the_play(client, keys):
    says(client, SLUG, keys, "en", "nor may he communicate anything about the play to declarer (Law 43A1(c))")
    never_says(client, SLUG, keys, "en", "tell declarer anything about it")


@pytest.mark.parametrize("keys", [["rights"], ["prevent", "no-a2-violation"], ["touched-card"]])
def test_the_turkish_keeps_the_official_words(client, keys):
    says(
        client,
        SLUG,
        keys,
        "tr",
        "katılmamalıdır veya oyun hakkında deklaranla hiçbir iletişimde bulunmamalıdır (Yasa 43A1(c))",
    )
