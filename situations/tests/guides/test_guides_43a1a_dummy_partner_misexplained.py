"""The asking-questions guide's dummy Ending is reached before the opening lead is faced (the presumed
dummy) and during the play ("During the play: I am dummy"). On both it told dummy, of declarer's
mistaken explanation of dummy's call, "call the Director now" ("şimdi hakemi çağırıp"): during the play
that is what 43A1(a) says dummy may not do. The Ending now says when 20F5(b)(ii) puts dummy's chance,
and 43A1(a) in its advice, on both paths.

20F5(b) (TR): "Oyuncu ilk yasal fırsatta ki bu yasal fırsat; ... (ii) deklaran ya da yer için artırmanın
son pasından sonradır. Kendi görüşüne göre ortağının açıklamasının hatalı olduğu ile ilgili rakiplerini
bilgilendirerek hakem çağırmalıdır."
20F5(b) (WBF): "The player must call the Director and inform his opponents that, in his opinion, his
partner's explanation was erroneous (see Law 75B) but only at his first legal opportunity, which is: ...
(ii) for declarer or dummy, after the final pass of the auction."
43A1(a) (TR): "Usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe, yer oyun esnasında hakem
çağırma girişiminde bulunmamalıdır." (our English "may not" since eng337, the editor's note on 43A1(a))
43A1(a) (WBF): "Dummy may not initiate a call for the Director during play unless another player has
drawn attention to an irregularity."
"""

import pytest

from situations.tests.guides.guide_pages import never_says, page, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
PATHS = [["asking", "after-final-pass", "dummy"], ["asking", "play", "dummy"]]

NOW = {
    "tr": "şimdi hakemi çağırıp rakiplere",
    "en": "call the Director now and tell the opponents",
}
FIRST_OPPORTUNITY = {
    "tr": "deklaran ya da yer olarak ilk yasal fırsatınız son pastan sonradır: o zaman hakemi çağırıp",
    "en": "your first legal opportunity as declarer or dummy is after the final pass: then you must call the Director",
}
DUMMY_MAY_NOT_CALL = {
    "tr": "Oyun sırasında yer, usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe hakem çağırma girişiminde bulunmamalıdır (Yasa 43A1(a))",
    "en": "During play, dummy may not initiate a call for the Director unless another player has drawn attention to an irregularity (Law 43A1(a))",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", PATHS, ids=["presumed-dummy", "dummy-in-play"])
def test_dummy_is_not_told_to_call_the_director_now(client, keys, lang):
    never_says(client, SLUG, keys, lang, NOW[lang])
    says(client, SLUG, keys, lang, FIRST_OPPORTUNITY[lang], DUMMY_MAY_NOT_CALL[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", PATHS, ids=["presumed-dummy", "dummy-in-play"])
def test_the_dummy_ending_quotes_43a1a_with_its_editor_s_note(client, keys, lang):
    """The note beside the quoted paragraph gives the Turkish's "bulunmamalıdır" (eng337)."""
    text = page(client, SLUG, keys, lang)
    assert 'data-label="43A1(a)"' in text
    assert NOTE_43A1A[lang] in text


NOTE_43A1A = {
    # Since eng337 the note gives the Turkish's obligation and says our English is the WBF's "may not".
    "tr": "Editörün notu: Türkçe metin bu kısıtlamayı",
    "en": "the Turkish text states this limit as an obligation",
}
