"""Law 93A's condition where the appeals guide shortens it: the Director in charge hears every appeal
when there is no Appeals Committee *and* no arrangement made under Law 80B2(k), or the committee
cannot meet without disturbing the tournament. The three event Endings of an appeal made in time
said "Komite yoksa" / "Without one", and the note on 92A "Komite yoksa" / "Without a committee":
where an 80B2(k) arrangement stands in for a committee, 93A does not apply (qa182)."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

# 93A: TR "İtiraz Komitesi (veya Yasa 80B2/k uyarınca yapılmış bir düzenleme) yoksa veya Komite
# turnuvanın düzenli seyrini bozmadan toplanamıyorsa; Başhakem, bütün itiraz başvurularını dinleyecek
# ve karara bağlayacaktır."; WBF "The Director in charge shall hear and rule upon all appeals if there
# is no Appeals Committee [or if no alternative arrangement has been made under Law 80B2(k)], or if
# such cannot operate without disturbing the orderly progress of the tournament."
HEARD = {
    "tr": "Komite ya da Yasa 80B2(k) uyarınca yapılmış bir düzenleme yoksa ya da komite turnuvanın düzenli akışını bozmadan toplanamıyorsa bütün itirazları Başhakem dinleyecek ve karara bağlayacaktır (Yasa 93A).",
    "en": "If there is neither a committee nor an arrangement made under Law 80B2(k), or the committee cannot meet without disturbing the orderly progress of the tournament, the Director in charge shall hear and rule on every appeal (Law 93A).",
}
# The note's last sentence in 93A's verb and with its whole condition, as HEARD says it (audit300:
# test_audit300_appeals_modal_verbs.py quotes it failing on the old text).
NOTE = {
    "tr": "Komite ya da Yasa 80B2(k) uyarınca yapılmış bir düzenleme yoksa ya da komite turnuvanın düzenli akışını bozmadan toplanamıyorsa itirazı Başhakem dinleyecek ve karara bağlayacaktır (Yasa 93A).",
    "en": "Without a committee or an arrangement made under Law 80B2(k), or if the committee cannot meet without disturbing the orderly progress of the tournament, the Director in charge shall hear and rule on the appeal (Law 93A).",
}
SHORT = {
    "tr": ("Komite yoksa bütün itirazları Başhakem", "Komite yoksa itirazı Başhakem"),
    "en": ("Without one, the Director in charge", "Without a committee, the Director in charge"),
}
EVENTS = [
    ["disagree", "in-time", "pairs"],
    ["disagree", "in-time", "teams"],
    ["disagree", "in-time", "individual"],
]


@pytest.mark.parametrize("keys", EVENTS)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_an_appeal_in_time_names_93a_s_whole_condition(client, lang, keys):
    says(client, "appeal", keys, lang, HEARD[lang], NOTE[lang])
    never_says(client, "appeal", keys, lang, *SHORT[lang])


@pytest.mark.parametrize(
    "slug, keys", [("appeal", ["disagree", "too-late"]), ("score-correction", ["ruling", "player"])]
)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_note_on_92a_elsewhere_names_it_too(client, lang, slug, keys):
    says(client, slug, keys, lang, NOTE[lang])
    never_says(client, slug, keys, lang, *SHORT[lang])
