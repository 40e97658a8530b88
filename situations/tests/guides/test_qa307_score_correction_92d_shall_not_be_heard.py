"""92D on the score-correction guide's wrong-ruling Ending in the WBF's verb (qa307, session 94), as audit300
said it in the appeals guide (CONTRIBUTING.md, "Add a situation guide", point 1). Each case failed on the old
text.

92D, TR "İtiraz başvurusu aşağıdaki şartlar gerçekleşmeden işleme konmaz: 1. İkili turnuvada, başvuran çiftin
her iki üyesinin (bireysel yarışmalar hariç) itiraz konusunda hemfikir olmaları gereklidir. 2. Takım maçında
ise takım kaptanı, itirazın yapılması konusunda hemfikir olmalıdır."; WBF "An appeal shall not be heard
unless: 1. in a pairs event both members of the partnership concur in making the appeal (but in an individual
contest an appellant does not require his partner's concurrence). 2. in a team event the team captain concurs
in making the appeal." The English of the Appeal option and of the read-out said "must concur (in the appeal),
or it/the appeal is not heard" (the Turkish's obligation, the present for the WBF's "shall not be heard"). The
Turkish ("hemfikir olmalıdır; yoksa itiraz dinlenmez") stays. The read-out keeps its 90 words with "in pairs"
/ "in teams" for "in a pairs event" / "in a team event"."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "score-correction"
KEYS = ["ruling", "player"]
PAGE = "An appeal shall not be heard unless your partner (in a pairs event) or your captain (in a team event) concurs in making the appeal; if it is heard, the ruling is reviewed (Laws 92A, 92D)."
READ = "An appeal shall not be heard unless your partner (in pairs) or your captain (in teams) concurs in making the appeal (Law 92D)."
OLD = ("must concur in the appeal, or it is not heard", "must concur, or the appeal is not heard")
# (The page also quotes the site's English of 92D1/92D2, "must concur in the appeal": not the guide's words.)
# The Turkish said "yoksa itiraz dinlenmez" until qa317 (the official "işleme konmaz").
TURKISH = "İkili turnuvada ortağınız, takım maçında kaptanınız da itirazda hemfikir olmalıdır; yoksa itiraz başvurusu işleme konmaz"


def test_the_appeal_option_says_shall_not_be_heard_unless(client):
    says(client, SLUG, KEYS, "en", PAGE)
    never_says(client, SLUG, KEYS, "en", *OLD)


def test_the_read_out_says_shall_not_be_heard_unless(client):
    reads(client, SLUG, KEYS, "en", READ)
    never_reads(client, SLUG, KEYS, "en", *OLD)


def test_the_turkish_stays(client):
    says(client, SLUG, KEYS, "tr", TURKISH)
    reads(client, SLUG, KEYS, "tr", TURKISH)
