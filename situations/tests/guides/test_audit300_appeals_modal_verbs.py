"""The appeals guide read sentence by sentence in both texts (audit300, session 94): where a sentence states
what a paragraph requires it says that paragraph's own verb, the WBF's in English and the official text's in
Turkish (CONTRIBUTING.md, "Add a situation guide", point 1). Each case failed on the old text.

93A, TR "İtiraz Komitesi (veya Yasa 80B2/k uyarınca yapılmış bir düzenleme) yoksa veya Komite turnuvanın düzenli
seyrini bozmadan toplanamıyorsa; Başhakem, bütün itiraz başvurularını dinleyecek ve karara bağlayacaktır."; WBF
"The Director in charge shall hear and rule upon all appeals if there is no Appeals Committee [or if no
alternative arrangement has been made under Law 80B2(k)], or if such cannot operate without disturbing the
orderly progress of the tournament." The note on 92A/92B (RIGHT_DIFFERS, on the appeals and score-correction
pages) said "itirazı Başhakem dinler" / "hears the appeal" and "komite toplanamıyorsa" / "cannot meet", where
HEARD beside it says the future and the whole condition (qa182, qa280).

83, TR "... yarışmacıya itiraz komitesine başvurma hakkının olduğunu bildirir veya konuyu kendisi doğrudan ilgili
komiteye havale edebilir"; WBF "... he shall advise a contestant of his right to appeal or may refer the matter
to an appropriate committee". The English said "he tells you of your right"; the Turkish present stays.

92D, TR "İtiraz başvurusu aşağıdaki şartlar gerçekleşmeden işleme konmaz: 1. İkili turnuvada, başvuran çiftin her
iki üyesinin (bireysel yarışmalar hariç) itiraz konusunda hemfikir olmaları gereklidir. 2. Takım maçında ise
takım kaptanı, itirazın yapılması konusunda hemfikir olmalıdır."; WBF "An appeal shall not be heard unless: 1. in
a pairs event both members of the partnership concur in making the appeal (...). 2. in a team event the team
captain concurs in making the appeal." The English said "must concur in the appeal, or it is not heard" (the
Turkish's obligation, the present for the WBF's "shall not be heard"); the Turkish stays."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "appeal"
IN_TIME = (["disagree", "in-time", "pairs"], ["disagree", "in-time", "teams"], ["disagree", "in-time", "individual"])

CASES = [
    *(
        (
            SLUG,
            keys,
            {
                "tr": "toplanamıyorsa itirazı Başhakem dinleyecek ve karara bağlayacaktır (Yasa 93A)",
                "en": "the Director in charge shall hear and rule on the appeal (Law 93A)",
            },
            {"tr": "itirazı Başhakem dinler (Yasa 93A)", "en": "the Director in charge hears the appeal (Law 93A)"},
        )
        for keys in (*IN_TIME, ["disagree", "too-late"])
    ),
    (
        "score-correction",
        ["ruling", "player"],
        {
            "tr": "itirazı Başhakem dinleyecek ve karara bağlayacaktır (Yasa 93A)",
            "en": "the Director in charge shall hear and rule on the appeal (Law 93A)",
        },
        {"tr": "itirazı Başhakem dinler (Yasa 93A)", "en": "the Director in charge hears the appeal (Law 93A)"},
    ),
    *(
        (
            SLUG,
            keys,
            {"en": "he shall advise you of your right to apply to the Appeals Committee"},
            {"en": "he tells you of your right"},
        )
        for keys in IN_TIME
    ),
    (
        SLUG,
        ["disagree", "in-time", "pairs"],
        {
            "en": "In a pairs event an appeal shall not be heard unless both members of the pair concur in making the appeal (Law 92D1)"
        },
        {"en": "must concur in the appeal, or it is not heard"},
    ),
    (
        SLUG,
        ["disagree", "in-time", "teams"],
        {
            "en": "In a team event an appeal shall not be heard unless the team captain concurs in making the appeal (Law 92D2)"
        },
        {"en": "must concur in the appeal, or it is not heard"},
    ),
]


# A case with no Turkish keeps the official Turkish's present: only its English is checked.
@pytest.mark.parametrize(
    "lang, slug, keys, new, old", [(lang, *case) for case in CASES for lang in ("tr", "en") if lang in case[2]]
)
def test_the_guide_says_each_paragraph_in_its_own_verb(client, lang, slug, keys, new, old):
    says(client, slug, keys, lang, new[lang])
    never_says(client, slug, keys, lang, old[lang])
