"""qa88: the newer guides' own text (defective-trick, penalty-cards-more, dummy-rights) read
sentence by sentence against the official Turkish and the WBF English (docs/legal-review.md,
"qa88"): where the Turkish used a word that is not the official text's, or the English one that is
not the WBF's.
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

DEFECTIVE = "defective-trick"
PENALTY_CARDS = "penalty-cards-more"
DUMMY = "dummy-rights"


@pytest.mark.parametrize("keys", [["see-cards", "quitted"], ["see-cards", "own-last"]], ids=["quitted", "own-last"])
def test_66c_the_director_s_specific_instruction_in_the_official_words(client, keys):
    """66C, official Turkish: "Bundan sonra, oyun sona erene kadar, kapanmış olan löveler
    incelenemez (hakemin kesin talimatı hariç; örneğin, bir rönons talebinin teyidi için gerekli
    ise)."; WBF: "the cards of quitted tricks may not be inspected (except at the Director's
    specific instruction ...)". The Turkish pages said "hakemin açık talimatı" / "hakem açıkça
    talimat verirse" (explicit), not the Law's "kesin talimat"."""
    says(client, DEFECTIVE, keys, "tr", "hakemin kesin talimat")
    never_says(client, DEFECTIVE, keys, "tr", "açık talimat", "açıkça talimat")
    says(client, DEFECTIVE, keys, "en", "the Director's specific instruction")


def test_66c_the_read_out_says_kesin_talimat(client):
    """66C (as above): the quitted-trick read-out said "hakemin açık talimatıyla"."""
    keys = ["see-cards", "quitted"]
    reads(client, DEFECTIVE, keys, "tr", "yalnızca hakemin kesin talimatıyla incelenebilir (Yasa 66C)")
    never_reads(client, DEFECTIVE, keys, "tr", "açık talimat")


def test_61c_the_turkish_page_gives_no_player_the_right(client):
    """61C, official Turkish: "Rönons yapılmış olduğunun iddia edilmesi, hiçbir oyuncuya geçmiş
    lövelerin incelenmesi hakkını vermez."; WBF: "A claim of a revoke does not automatically warrant
    inspection of quitted tricks (see Law 66C)." The Turkish page carried the WBF's "automatically"
    (kendiliğinden), a word the official text does not have; the English keeps the WBF's."""
    keys = ["see-cards", "quitted"]
    says(
        client,
        DEFECTIVE,
        keys,
        "tr",
        "Rönons yapıldığını iddia etmek, hiçbir oyuncuya kapanmış löveleri inceleme hakkı vermez (Yasa 61C).",
    )
    never_says(client, DEFECTIVE, keys, "tr", "kendiliğinden vermez")
    reads(client, DEFECTIVE, keys, "tr", "Rönons iddiası kimseye bu hakkı vermez (Yasa 61C).")
    never_reads(client, DEFECTIVE, keys, "tr", "kendiliğinden")
    says(client, DEFECTIVE, keys, "en", "Claiming a revoke does not by itself give the right")


def test_58b2_the_offending_player_designates_the_card(client):
    """58B2, official Turkish: "Eğer birden fazla kart görünmüşse, kusurlu oyuncu oynamak istediği
    kartı belirtir"; WBF: "If the face of more than one card is visible, the offending player
    designates the card he proposes to play". The page said "oyuncu ... kartı söyler" / "the
    player names the card" (the engine's own words on the same page: "oynamak istediği kartı
    belirtmek" / "designate the card he proposes to play")."""
    keys = ["wrong-count", "in-time", "at-once"]
    says(client, DEFECTIVE, keys, "tr", "kusurlu oyuncu oynamak istediği kartı belirtir ve defans oyuncusuysa")
    never_says(client, DEFECTIVE, keys, "tr", "oynamak istediği kartı söyler")
    says(client, DEFECTIVE, keys, "en", "the offending player designates the card he proposes to play")
    never_says(client, DEFECTIVE, keys, "en", "names the card he proposes to play")


@pytest.mark.parametrize("keys", [["pointed-wrong", "later"], ["see-cards", "after-play"]], ids=["pointed", "after"])
def test_65d_the_english_is_the_wbf_s(client, keys):
    """65D, WBF: "A player who fails to comply with the provisions of this Law jeopardizes his right
    to claim ownership of doubtful tricks or to claim (or deny) a revoke."; official Turkish: "kuşkulu
    lövelerin kazanılması veya rönons konularında talep (veya ret) haklarını tehlikeye sokar". The
    English said "his right to claim (or deny) doubtful tricks or a revoke", words of neither."""
    says(
        client,
        DEFECTIVE,
        keys,
        "en",
        "jeopardises his right to claim ownership of doubtful tricks or to claim (or deny) a revoke (Law 65D)",
    )
    never_says(client, DEFECTIVE, keys, "en", "claim (or deny) doubtful tricks")
    says(client, DEFECTIVE, keys, "tr", "kuşkulu lövelerin kazanılması ya da rönons konusundaki talep (veya ret)")


def test_51a_declarer_designates_in_the_official_words(client):
    """51A, official Turkish: "o lövede hangisinin oynanacağını deklaran belirtir"; WBF: "declarer
    designates which is to be played at that turn". The Turkish page and read-out said "deklaran
    söyler"; the English already said "designates", and the engine's line on the same page says
    "deklaran belirtir (Yasa 51A)"."""
    keys = ["two-or-more", "offender-to-play"]
    says(client, PENALTY_CARDS, keys, "tr", "hangisinin oynanacağını deklaran belirtir (Yasa 51A).")
    never_says(client, PENALTY_CARDS, keys, "tr", "oynanacağını deklaran söyler")
    reads(client, PENALTY_CARDS, keys, "tr", "hangisini oynayacağınızı deklaran belirtir (Yasa 51A).")
    never_reads(client, PENALTY_CARDS, keys, "tr", "oynayacağınızı deklaran söyler")


@pytest.mark.parametrize(
    "keys",
    [["rights"], ["prevent", "no-a2-violation"], ["touched-card"]],
    ids=["rights", "prevent", "touched"],
)
def test_43a1c_dummy_must_not_take_part_in_the_official_words(client, keys):
    """43A1(c), official Turkish: "Yer oyuna katılmamalıdır veya oyun hakkında deklaranla hiçbir
    iletişimde bulunmamalıdır."; WBF: "Dummy must not participate in the play, nor may he communicate
    anything about the play to declarer." The Turkish pages said "katılamaz ... bulunamaz", not the
    Law's words, where the dummy's-cards guide already says "Yer oyuna katılmamalıdır (Yasa
    43A1(c), 43B1)". The official Turkish joins the two with "veya"; the pages said "ve" (qa156): now
    the official word, the modal "-mamalıdır" on both as the official text has it. The English "must
    not" is the WBF's and the site's English of 43A1(c)."""
    says(client, DUMMY, keys, "tr", "una katılmamalıdır veya oyun hakkında deklaranla hiçbir iletişimde bulunmamalıdır")
    never_says(client, DUMMY, keys, "tr", "katılamaz", "bulunamaz", "katılmamalıdır ve oyun")
    says(client, DUMMY, keys, "en", "must not participate in the play")


@pytest.mark.parametrize("keys", [["rights"], ["prevent", "no-a2-violation"]], ids=["rights", "prevent"])
def test_43a1c_the_read_outs_say_katilmamali(client, keys):
    """43A1(c) (as above), in the read-outs: "Oyuna katılamazsınız" / "ama oyuna katılamaz"."""
    reads(client, DUMMY, keys, "tr", "katılmamalı")
    never_reads(client, DUMMY, keys, "tr", "katılamaz")
