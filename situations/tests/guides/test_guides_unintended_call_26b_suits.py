"""The unintended-call guide's changed-call Endings name which suit declarer may forbid under Law 26B
(audit286), as the call-out-of-rotation guide does since qa142.

25B1 and 25B2 end "(Law 26 may apply)" (TR "(Yasa 26 uygulanabilir)"). 26B, official Turkish:
"deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil) Kusurlu oyuncunun ortağının,
artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi oynamasını yasaklayabilir". WBF:
"declarer may, at the offender's partner's first turn to lead (which may be the opening lead),
prohibit offender's partner from leading any (one) suit which has not been specified in the legal
auction by the offender".

The `now` line said only "deklaran bir çıkışı yasaklayabilir" / "declarer may be able to forbid a
lead": any lead, at any time, the offender's own suits included. The ACCEPTED chooser's "whether to
forbid a suit" was left by qa142's rule ("they say who chooses, the `now` says which suit"), which
holds only once the `now` says it. The time (26B's first turn to lead) stays in that chooser and in
the quoted paragraph: "ortağının ilk çıkışında" in the `now` moved a search set."""

from pathlib import Path

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "unintended-call"
ENDINGS = [["meant-it", "changed"], ["meant-it", "lho-called"]]

SAID = {
    "tr": "deklaran, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi yasaklayabilir (Yasa 26B)",
    "en": "declarer may forbid any one suit the offender did not specify in the legal auction (Law 26B)",
}
OLD = {
    "tr": "deklaran bir çıkışı yasaklayabilir",
    "en": "declarer may be able to forbid a lead",
}


@pytest.mark.parametrize("keys", ENDINGS, ids="/".join)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_changed_call_endings_name_the_suits_declarer_may_forbid(client, lang, keys):
    says(client, SLUG, keys, lang, "Yasa 26 uygulanabilir" if lang == "tr" else "Law 26 may apply", SAID[lang])
    never_says(client, SLUG, keys, lang, OLD[lang])


def test_the_fixture_s_26b_names_those_suits():
    """The official Turkish the test quotes is the imported one."""
    text = Path(__file__).resolve().parents[3].joinpath("fixtures", "laws_tr.txt").read_text(encoding="utf-8")
    assert "artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi oynamasını yasaklayabilir" in text
