"""The hesitation guide's partner Ending opens its Director line with the same sentence in both
languages (audit334): the English said "The opponents may call him; you may too if in doubt", the
Turkish "Rakipler çağırırsa hakem gelir; siz de emin değilseniz çağırabilirsiniz" ("If the opponents
call, the Director comes"): a permission in one, a description in the other, left by qa207 and
audit320 because neither states a Law. The brief of audit334 asks that the two languages say the
same thing; the opponents' call is the one 16B2 gives them (TR "daha sonra hakem çağırma hakkını
saklı tutacağını bildirebilir"; WBF "he may announce ... that he reserves the right to summon the
Director later") and footnote 5 to 16B3 leaves to any time (TR "Hakemi hemen veya daha sonra
çağırmak bir usulsüzlük oluşturmaz"; WBF "It is not an infraction to call the Director earlier or
later"): a "may" in both. The Turkish now says "Rakipler hakemi çağırabilir"."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG, KEYS = "hesitation", ["partner"]


def test_the_director_line_gives_the_opponents_call_as_a_may_in_both_languages(client):
    says(client, SLUG, KEYS, "tr", "Rakipler hakemi çağırabilir; emin değilseniz siz de çağırabilirsiniz.")
    never_says(client, SLUG, KEYS, "tr", "Rakipler çağırırsa hakem gelir")
    says(client, SLUG, KEYS, "en", "The opponents may call him; you may too if in doubt.")
