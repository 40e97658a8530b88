"""47E1 in the guides says by whom the player was misinformed as the official Turkish does: TR
"çıkış yapan oyuncu çıkış sırasının kendisinde olduğu konusunda rakipleri tarafından yanlış
bilgilendirilmişse" (by his opponents), as the site's English of 47E1 ("misinformed by his
opponents") and the editor's note on 47E1 do; the WBF English says "mistakenly informed by an
opponent", which the guides' Turkish ("bir rakibi tarafından") and English followed (fix55's
report)."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db

# Each page's own sentence (the quoted paragraphs under it carry the site's English of 47E1 too).
PAGES = {
    ("lead-out-of-turn", ("later", "defender")): {
        "tr": "Oyuncu, çıkış sırasının kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirildiyse bunun yerine",
        "en": "If the player was misinformed by his opponents that it was his turn to lead, Law 47E1 applies instead",
    },
    ("card-played-on-misinformation", ("told-my-turn", "opponent")): {
        "tr": "Oyuncu, çıkış sırasının kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirildiyse, sırasız",
        "en": "If the player was misinformed by his opponents that it was his turn to lead, his lead out of turn",
    },
    ("card-played-on-misinformation", ("told-my-turn", "partner")): {
        "tr": "Yasa 47E1 yalnızca oyuncu rakipleri tarafından yanlış bilgilendirildiyse uygulanır",
        "en": "Law 47E1 applies only when the player was misinformed by his opponents",
    },
}
NEVER = {"tr": "bir rakibi tarafından yanlış bilgilendirildiyse", "en": "by an opponent that it was his turn"}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("page", list(PAGES))
def test_47e1_names_the_opponents_as_the_official_turkish_does(client, page, lang):
    slug, keys = page
    guide_pages.says(client, slug, list(keys), lang, PAGES[page][lang])
    guide_pages.never_says(client, slug, list(keys), lang, NEVER[lang])
