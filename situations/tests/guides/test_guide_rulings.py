"""The rulings the situation guides state, checked against the 2017 Laws after a tournament
director's review (issue "Right at the table"). Each test reads a guide's page as a player does and
quotes the deciding paragraph: the official Turkish (fixtures/laws_tr.txt) and the WBF English (the
2017 Laws, ACBL printing). Where the two differ, the Turkish is the official text and the test says
what the Turkish says."""

import pytest

from situations.content import BY_SLUG
from situations.content.insufficient_bid import READ_MAY_72C
from situations.engine_words import ask
from situations.tests.guides.guide_pages import never_reads, never_says, page, reads, says

pytestmark = pytest.mark.django_db


def ending(slug: str, keys: list[str]):
    return BY_SLUG[slug].walk(keys)[1]


# --- a card exposed during the play (Laws 45C1, 49, 50) ------------------------------------------


def test_a_dropped_ten_is_not_a_small_card(client):
    """Definitions: "Honour: Any Ace, King, Queen, Jack or 10" (TR "Onör: Herhangi bir As, Rua, Dam,
    Vale veya Onlu"). 50B: "A single card below the rank of an honour exposed unintentionally ...
    becomes a minor penalty card. Any card of honour rank ... becomes a major penalty card" (TR
    "Onör derecesinde herhangi bir kart ... majör cezalı karta dönüşür")."""
    says(client, "exposed-card", ["defender"], "en", "A single small card (below the ten: 2 to 9), by accident")
    says(client, "exposed-card", ["defender"], "tr", "Tek bir küçük kart (10'un altında: 2-9), kazara")
    never_says(client, "exposed-card", ["defender"], "en", "10 or lower")
    never_says(client, "exposed-card", ["defender"], "tr", "10 ve altı")


def test_a_minor_penalty_card_is_authorised_information_while_on_the_table(client):
    """50E1: "Information derived from a penalty card and the requirements for playing that penalty
    card are authorized for all players for as long as the penalty card remains on the table" (TR
    50E1: "cezalı kart masada açık olarak kaldığı sürece bütün oyuncular için izinli bir bilgidir").
    50E3: once played, "information derived from the circumstances under which it was created is
    unauthorized for the partner". The last sentence of the Turkish 50C ("cezalı kartın görülmesi
    yoluyla edinilen bilgiler, izinsiz bilgidir") is the 2007 text and contradicts the Turkish 50E1:
    the guide rests on 50E, where the Turkish and the WBF agree."""
    keys = ["defender", "small"]
    says(
        client,
        "exposed-card",
        keys,
        "en",
        "While the penalty card stays on the table, what it shows and the requirement to play it are authorised information for all players (Law 50E1).",
        "Once the card has been played, information from the circumstances in which it became a penalty card is unauthorised for the partner of the player who had the card (Law 50E3).",
    )
    says(
        client,
        "exposed-card",
        keys,
        "tr",
        "bütün oyuncular için izinlidir (Yasa 50E1)",
        "cezalı karta sahip oyuncunun ortağı için izinsizdir (Yasa 50E3)",
    )
    never_says(client, "exposed-card", keys, "en", "is unauthorised (Law 50C)")
    never_says(client, "exposed-card", keys, "tr", "izinsizdir (Yasa 50C)")
    assert {"50E1", "50E3"} <= set(ending("exposed-card", keys).laws)


def test_a_card_held_for_partner_to_see_is_played(client):
    """45C1: "A defender's card held so that it is possible for his partner to see its face is deemed
    played to the current trick" (TR: "yüzünü ortağının görebileceği biçimde tuttuğu kart, o löveye
    oynanmış sayılır")."""
    says(client, "exposed-card", ["defender"], "en", "is deemed played to the current trick (Law 45C1)")
    says(client, "exposed-card", ["defender"], "tr", "o löveye oynanmış sayılır (Yasa 45C1)")


# --- lead out of turn (Laws 50D, 50E, 53-56) -----------------------------------------------------


def test_declarer_s_lead_at_a_defender_s_turn_is_restored_and_the_defender_leads(client):
    """55B1: "If declarer has led from his or dummy's hand when it was a defender's turn to lead, and
    has been required to retract such lead per Law 55A, declarer restores the card led in error to
    the proper hand. No further rectification applies." (TR 55B1: "deklaran hatalı çıkılan kartı ait
    olduğu ele geri koyar. Başka bir onarma yoktur.") Only 55B2, a wrong hand when it was his own
    side's turn, has him "lead from the correct hand" (TR "doğru elden çıkış yapmak zorundadır"). The
    defender's lead is 53A's last sentence (TR "hakem çıkışın doğru elden yapılmasını isteyecektir"; WBF
    "the Director will require that the lead be made from the correct hand"), cited for it (qa214)."""
    keys = ["later", "declarer", "defenders-turn"]
    answer = ask(ending("lead-out-of-turn", keys).engine)[1]
    assert answer["laws"][:2] == ["55A", "55B1"] and answer["turn"] == "W"
    says(
        client,
        "lead-out-of-turn",
        keys,
        "en",
        "no further rectification applies (Law 55B1). The Director will require that the lead be made from the"
        " correct hand, by the defender whose turn it was (Law 53A).",
    )
    never_says(client, "lead-out-of-turn", keys, "en", "must lead from the correct hand", "from the right hand")
    says(
        client,
        "lead-out-of-turn",
        keys,
        "tr",
        "başka onarma yoktur (Yasa 55B1). Hakem çıkışın doğru elden, sırası gelen defans oyuncusu tarafından"
        " yapılmasını isteyecektir (Yasa 53A).",
    )
    keys = ["later", "declarer", "wrong-hand"]
    assert ask(ending("lead-out-of-turn", keys).engine)[1]["laws"][:2] == ["55A", "55B2"]
    says(client, "lead-out-of-turn", keys, "en", "must lead from the correct hand (Law 55B2)")
    says(client, "lead-out-of-turn", keys, "tr", "doğru elden çıkmak zorundadır (Yasa 55B2)")


def test_either_defender_may_choose_and_the_next_player_prevails(client):
    """55A: "either defender may accept the lead ... or require its retraction ... If the defenders
    choose differently then the option expressed by the player next in turn to the irregular lead
    shall prevail" (TR: "herhangi bir defans oyuncusu ... Defans oyuncuları farklı seçimler yaparlarsa
    sıradaki defans oyuncusunun seçimi geçerli olur")."""
    for keys in (["later", "declarer", "defenders-turn"], ["later", "declarer", "wrong-hand"]):
        says(
            client,
            "lead-out-of-turn",
            keys,
            "en",
            "Either defender; if they choose differently, the option of the player next in turn",
        )
        says(client, "lead-out-of-turn", keys, "tr", "Defans oyuncularından biri; farklı seçerlerse")


def test_trick_thirteen_and_the_proper_lead(client):
    """Footnote to 53A: "A lead out of turn at trick thirteen must be retracted" (TR footnote 17: "On
    üçüncü lövedeki bir sırasız çıkış geri alınmalıdır"). 53B: the opponent whose turn it was "may make
    his proper lead to the trick of the infraction without his card being deemed played to the
    irregular lead" (TR: "kart usulsüz çıkışa verilmiş bir kart sayılmaksızın ... doğru çıkışı yapabilir")."""
    for keys in (["later", "defender"], ["later", "declarer", "defenders-turn"]):
        says(
            client,
            "lead-out-of-turn",
            keys,
            "en",
            "it must be retracted (footnote to Law 53A)",
            "(Law 53B; Law 16C applies)",
        )
        says(
            client,
            "lead-out-of-turn",
            keys,
            "tr",
            "geri alınmalıdır (Yasa 53A'nın dipnotu)",
            "(Yasa 53B; Yasa 16C uygulanır)",
        )


def test_a_rejected_lead_by_a_defender_is_first_played_as_a_penalty_card(client):
    """56B: "The withdrawn card becomes a major penalty card and Law 50D applies." 50D1(a): "a major
    penalty card must be played at the first legal opportunity" (TR: "ilk yasal fırsatta oynanmak
    zorundadır"); 50D2 applies "When a defender has the lead while his partner has a major penalty
    card" (TR: "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna
    geldiğinde")."""
    keys = ["later", "defender"]
    says(
        client,
        "lead-out-of-turn",
        keys,
        "en",
        "The offender must play the card at his first legal opportunity (Law 50D1(a)).",
        "The options of Law 50D2 come only when the offender's partner has the lead while the card is still on the table",
    )
    says(client, "lead-out-of-turn", keys, "tr", "ilk yasal fırsatta oynamak zorundadır (Yasa 50D1(a))")
    never_says(client, "lead-out-of-turn", keys, "en", "the right hand leads, and the 50D2 options follow")


def test_it_is_declarer_who_could_have_seen_dummy_s_cards(client):
    """54C: "If declarer could have seen any of dummy's cards ... he must accept the lead and the
    presumed declarer then becomes declarer" (TR: "Eğer deklaran yerin kartlarından herhangi birini
    görmüş olabilecek durumda ise ... atağı kabul etmek zorundadır ve artırmaya göre deklaran olması
    gereken oyuncu, deklaran olur"). The Turkish guide said dummy could have seen a card."""
    keys = ["opening", "wrong-defender", "faced"]
    says(
        client,
        "lead-out-of-turn",
        keys,
        "tr",
        "Deklaran yerin kartlarından herhangi birini görmüş olabilecek durumdaysa",
    )
    says(
        client, "lead-out-of-turn", keys, "tr", "artırıma göre deklaran olması gereken oyuncu deklaran olur (Yasa 54C)"
    )
    says(client, "lead-out-of-turn", keys, "en", "the presumed declarer becomes declarer (Law 54C)")
    never_says(client, "lead-out-of-turn", keys, "tr", "Yer bir kartını görmüş")


def test_a_returned_penalty_card_is_unauthorised_for_partner(client):
    """50E2: "Information derived from a penalty card that has been returned to hand [as per Law
    50D2(a)] is unauthorized for the partner of the player who had the penalty card (see Law 16C),
    but authorized for declarer" (TR 50E2: "ortağı için izinsizdir ... ama deklaran için izinlidir").
    50E3 once the card is played (TR: "ortağı için izinsizdir")."""
    en = "What the returned penalty card showed stays authorised for you but becomes unauthorised for its owner's partner (Law 50E2; see Law 16C)."
    tr = "Cezalı kartın ele geri konmasından gelen bilgi sizin için izinli, kartın sahibinin ortağı için izinsizdir (Yasa 50E2; bkz. Yasa 16C)."
    faced = ending("lead-out-of-turn", ["opening", "wrong-defender", "faced"])
    # options 3 and 4 (reject and require, reject and forbid) return the card to the hand
    assert all(en in [t.en for t in option.pros] for option in faced.options[2:4])
    for slug, keys in (
        ("lead-out-of-turn", ["opening", "wrong-defender", "faced"]),
        ("revoke", ["defender", "not-established"]),
    ):
        says(client, slug, keys, "en", en, "(Law 50E3)")
        says(client, slug, keys, "tr", tr, "(Yasa 50E3)")


# --- revoke (Laws 62-64) -------------------------------------------------------------------------


def test_no_transfer_is_stated_before_the_64b_cases_are_asked(client):
    """64B: "There is no automatic trick adjustment following an established revoke (but see Law
    64C) if: ... 2. it is a subsequent revoke in the same suit by the same player ... 3. ... failing
    to play a penalty card or any card belonging to dummy. 4. ... after a member of the non-offending
    side has made a call on the subsequent deal. 5. ... after the round has ended. 6. it is a revoke
    on the twelfth trick. 7. both sides have revoked ..." (TR 64B: "aşağıdaki durumlarda otomatik
    löve ayarlaması yapılmaz")."""
    for keys, e in BY_SLUG["revoke"].endings():
        if e.engine and e.engine.finish and (ask(e.engine)[1].get("transfer") or {}).get("tricks"):
            assert "no-64b-case" in keys, keys
    keys = ["defender", "established"]
    says(
        client,
        "revoke",
        keys,
        "en",
        "Does one of the following apply (Law 64B)?",
        "a revoke on the twelfth trick (64B6)",
    )
    says(
        client, "revoke", keys, "tr", "Aşağıdakilerden biri geçerli mi (Yasa 64B)?", "on ikinci lövedeki rönons (64B6)"
    )
    says(client, "revoke", [*keys, "64b-case"], "en", "In the cases of Law 64B no trick is transferred automatically.")
    assert {"64B", "64C"} <= set(ending("revoke", [*keys, "64b-case"]).laws)


def test_the_later_player_s_changed_card_is_a_penalty_card_for_a_defender(client):
    """62C2: "After a non-offender so withdraws a card, the player of the offending side next in
    rotation may withdraw his played card, which becomes a penalty card if the player is a defender"
    (TR: "bu oyuncu defans oyuncusu ise bu kart cezalı karta dönüşür")."""
    says(
        client,
        "revoke",
        ["defender", "not-established"],
        "en",
        "if he is a defender that card becomes a penalty card (Law 62C2)",
    )
    says(client, "revoke", ["defender", "not-established"], "tr", "geri aldığı kart cezalı kart olur (Yasa 62C2)")


def test_the_dummy_footnote_covers_64a1_too(client):
    """Footnote 19 to 64A (both 64A1 and 64A2 carry it): "A trick won in dummy is not won by declarer
    for the purposes of this Law" (TR: "Bu Yasaya göre, yerin kazandığı bir löve, deklaranın
    kazandığı löve değildir")."""
    keys = ["declarer", "established", "no-64b-case"]
    says(client, "revoke", keys, "en", "The footnote to Law 64A (for 64A1 and 64A2 alike)")
    says(client, "revoke", keys, "tr", "Yasa 64A'nın dipnotu (64A1 ve 64A2 için)")


# --- the auction: insufficient bid (Law 27), a card exposed in the auction (Law 24) --------------


def test_the_lowest_same_correction_turns_on_the_denominations_specified(client):
    """27B1(a): "if the insufficient bid is corrected by the lowest sufficient bid which specifies the
    same denomination(s) as that specified by the withdrawn call, the auction proceeds without
    further rectification" (TR: "geri alınan konuşma ile aynı türü(türleri) belirten yeterli en
    düşük deklare"): whether a bid is artificial is not the test."""
    keys = ["not-accepted", "lowest-same"]
    says(
        client,
        "insufficient-bid",
        keys,
        "en",
        "What counts is the denomination(s) the bids specify, not the suit named",
    )
    says(client, "insufficient-bid", keys, "tr", "Ölçüt, deklarelerin belirttiği tür(ler)dir, söylenen renk değil")
    never_says(client, "insufficient-bid", keys, "en", "This does not apply when either bid is artificial")


@pytest.mark.parametrize(
    "keys,paragraph",
    [
        (["not-accepted", "lowest-same"], "27D"),
        (["not-accepted", "comparable"], "27D"),
        (["not-accepted", "other", "not-over"], "72C"),
        (["not-accepted", "other", "offender-defends"], "72C"),
        (["not-accepted", "other", "offender-declares"], "72C"),
        (["not-accepted", "double"], "72C"),
    ],
)
def test_damage_after_a_correction_is_27d_after_b1_only(client, keys, paragraph):
    """27D: "If following the application of B1 the Director judges at the end of the play that
    without assistance gained through the infraction the outcome of the board could well have been
    different ... he shall award an adjusted score" (TR: "B1'in uygulanmasını takiben"); 27B2 and 27B3
    end "The lead restrictions in Law 26B may apply, and see Law 72C" (TR: "bkz. Yasa 72C")."""
    e = ending("insufficient-bid", keys)
    other = "72C" if paragraph == "27D" else "27D"
    assert paragraph in e.laws
    text = page(client, "insufficient-bid", keys, "en")
    assert f"(Law {paragraph})." in text and f"(Law {other})." not in text


def test_an_early_correction_is_judged_by_the_section_it_falls_under(client):
    """27C: the early correction stands and "Hakem değiştirme ile ilgili olarak yukarıdaki
    bölümlerde belirlenen kuralları uygular" (WBF "The Director applies the relevant foregoing
    section to the substitution"): a B1 correction brings 27D (TR "B1'in uygulanmasını takiben"),
    another call 72C (27B2, 27B3: "bkz. Yasa 72C"). The Ending covers any early correction, so it
    gives both, each with its condition; it used to give 72C alone (qa50)."""
    e = ending("insufficient-bid", ["replaced-early", "reject"])
    assert "27D" in e.laws and "72C" in e.laws
    keys = ["replaced-early", "reject"]
    says(client, "insufficient-bid", keys, "en", "After a B1 correction (the lowest such bid, or a comparable call): ")
    says(client, "insufficient-bid", keys, "en", "After another bid, a pass or a double (27B2, 27B3): ")
    says(client, "insufficient-bid", keys, "tr", "Düzeltme B1'e göreyse (en düşük deklare ya da eşdeğer konuşma): ")
    says(client, "insufficient-bid", keys, "tr", "Başka bir deklare, pas ya da kontr sonrasında (27B2, 27B3): ")


def test_the_lead_ban_counts_suits_specified_not_named(client):
    """26B: declarer may prohibit "any (one) suit which has not been specified in the legal auction by
    the offender" (the official Turkish: "artırımda kusurlu oyuncu tarafından konuşulmamış herhangi
    bir rengi"); an artificial call conveys information other than a willingness to play in the
    denomination named (Definitions, TR "Yapay Konuşma"), so it can specify suits."""
    keys = ["not-accepted", "other", "offender-defends"]
    says(
        client,
        "insufficient-bid",
        keys,
        "en",
        "an artificial call (a notrump bid, a double, or a bid in another suit) can specify suits",
    )
    says(
        client,
        "insufficient-bid",
        keys,
        "tr",
        "yapay bir konuşma (SA, kontr ya da başka bir rengin deklaresi de olsa) renk belirtebilir",
    )
    never_says(client, "insufficient-bid", keys, "en", "NT, passes and doubles name no suit")


def test_an_accepted_insufficient_bid_still_calls_for_the_director(client):
    """9B1(a): "The Director should be summoned at once when attention is drawn to an irregularity"
    (TR: "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır")."""
    says(
        client,
        "insufficient-bid",
        ["lho-called"],
        "en",
        "Call the Director at once when attention is drawn to the irregularity (Law 9B1(a)).",
    )
    never_says(client, "insufficient-bid", ["lho-called"], "en", "No need to call the Director")


@pytest.mark.parametrize("key", ["honour-or-led", "two-or-more"])
def test_a_forced_pass_after_an_exposed_card_points_to_72c(client, key):
    """24B and 24C: "offender's partner must pass when next it is his turn to call (see Law 72C when a
    pass damages the non-offending side)" (TR: "Pas kusursuz tarafa zarar verdiğinde bkz. Yasa 72C");
    72C: "At the conclusion of play the Director awards an adjusted score if he considers the
    offending side has gained an advantage through the irregularity"."""
    # 24B's and 24C's own "see" / "bkz." since qa326 (it said "Law 72C applies").
    says(client, "card-exposed-in-auction", [key], "en", "If that pass damages the non-offending side, see Law 72C")
    says(client, "card-exposed-in-auction", [key], "tr", "Bu pas kusursuz tarafa zarar verirse bkz. Yasa 72C")


# --- claims (Laws 68-71) --------------------------------------------------------------------------


def test_play_may_continue_after_a_doubted_claim_if_all_four_agree(client):
    """68D2(b): "upon the request of the non-claiming or non-conceding side, play may continue ... (i)
    all four players must concur ... (ii) the prior claim or concession is void ... the score
    subsequently obtained shall stand" (TR: "Oyunun devamını dört oyuncunun hepsi kabul etmelidir")."""
    says(
        client,
        "claim",
        ["disputed"],
        "en",
        "only if all four players agree, play may continue: the claim or concession is void",
        "and the score obtained shall stand (Law 68D2(b))",
    )
    says(client, "claim", ["disputed"], "tr", "dört oyuncunun hepsi kabul ederse oyun sürer")
    never_says(client, "claim", ["disputed"], "en", "nobody plays on")


def test_an_outstanding_trump_shall_go_to_the_opponents(client):
    """70C: "When a trump remains in one of the opponents' hands, the Director shall award a trick or
    tricks to the opponents if: 1. claimer made no statement about that trump, and 2. it is at all
    likely that claimer ... was unaware ... 3. a trick could be lost to that trump by any normal
    play" (TR: "hakem aşağıdaki durumlarda bir veya daha fazla löveyi rakiplere verir")."""
    says(
        client,
        "claim",
        ["disputed"],
        "en",
        "the Director shall award a trick or tricks to the opponents if the claimer made no statement about that trump",
    )
    never_says(client, "claim", ["disputed"], "en", "tricks may go to the opponents")


def test_agreeing_to_an_opponent_s_claim_and_one_s_own_concession_are_apart(client):
    """69B2: agreement may be withdrawn "if a player has agreed to the loss of a trick that his side
    would likely have won had the play continued" (TR: "Oyunun devamında muhtemelen kendi tarafının
    kazanacağı"); 71: "hakem terki aşağıdaki sebeplerle iptal etmedikçe, geçerli kalmalıdır: ... B.
    Bir oyuncu, kalan kartların herhangi bir normal şekilde oynanması sonucu kaybedemeyeceği bir
    löveyi terk etmişse" (the WBF: "the Director shall cancel a concession: ... B. if a player has
    conceded a trick that could not be lost by any normal play of the remaining cards"; the page
    follows the official Turkish, audit16d)."""
    theirs = ending("claim", ["regret", "agreed-to-opponent"])
    own = ending("claim", ["regret", "own-concession"])
    assert "69B2" in theirs.laws and "71" not in theirs.laws
    assert "71B" in own.laws and "69B2" not in own.laws
    says(
        client,
        "claim",
        ["regret", "own-concession"],
        "en",
        "must stand unless, within the Correction Period, the Director cancels it",
        "could not be lost by any normal play of the remaining cards (Law 71B)",
    )
    says(
        client,
        "claim",
        ["regret", "own-concession"],
        "tr",
        "kalan kartların herhangi bir normal oyunuyla kaybedilemeyecek bir löveyi (Yasa 71B)",
    )
    says(
        client,
        "claim",
        ["regret", "agreed-to-opponent"],
        "en",
        "one your side would likely have won had play continued (Law 69B2)",
    )


# --- misinformation (Laws 20F, 21B, 47E, 75) -----------------------------------------------------


def test_a_call_may_be_changed_until_the_end_of_the_auction_period(client):
    """21B1(a): "Until the end of the auction period (see Law 17D) ... a player may change a call"
    (TR: "Artırım Sürecinin sonuna kadar"); 17D1: the auction period ends when a defender faces the
    opening lead; the interval after the auction "is designated the Clarification Period" (TR
    "Açıklama Evresi")."""
    says(
        client,
        "misinformation",
        ["opponent"],
        "en",
        "Until the end of the auction period (Law 17D: until the opening lead is faced or, if all four players passed, until the four hands have been returned to the board; so including the Clarification Period",
    )
    says(client, "misinformation", ["opponent"], "tr", "Artırım Süreci sonuna kadar (Yasa 17D: atak yüzü açılana kadar")
    never_says(client, "misinformation", ["opponent"], "en", "Until the auction ends")


def test_an_opening_lead_stays_once_dummy_has_faced_a_card(client):
    """47E2(a): "An opening lead may not be retracted after dummy has faced any card" (TR: "Yer
    herhangi bir kartını gösterdikten sonra atak geri alınamaz")."""
    says(
        client,
        "misinformation",
        ["opponent"],
        "en",
        "an opening lead may not be retracted after dummy has faced any card (Law 47E2(a))",
    )
    says(
        client,
        "misinformation",
        ["opponent"],
        "tr",
        "yer herhangi bir kartını gösterdikten sonra atak geri alınamaz (Yasa 47E2(a))",
    )


def test_a_card_may_be_retracted_only_if_no_card_was_played_to_that_trick(client):
    """47E2(a), the official Turkish: "sadece o löveye daha sonra başka kart oynanmamışsa" (only if
    no other card has since been played to that trick); the WBF English: "but only if no card was
    subsequently played". The guide follows the Turkish and names the difference, as the asking-
    questions guide and the editor's note on 47E2(a) do; it used to leave out "to that trick" (qa51)."""
    says(
        client,
        "misinformation",
        ["opponent"],
        "en",
        "but only if no card was played to that trick after it (so the official Turkish, 'o löveye'",
    )
    says(
        client,
        "misinformation",
        ["opponent"],
        "tr",
        "o löveye sonra başka kart oynanmadıysa yaptırımsız geri alabilirsiniz",
    )


def test_our_own_mistaken_explanation(client):
    """75A: the player "knows that his own call has been misinterpreted. This knowledge is
    unauthorized information" (TR: "bu izinsiz bir bilgiden ... yararlanmaktan dikkatle
    kaçınmalıdır"). 20F4(a): he "must summon the Director before the end of the Clarification Period
    ... He may elect to call the Director sooner, but he is under no obligation to do so" (TR: "daha
    önce de çağırabilir, ancak böyle bir yükümlülüğü yoktur"). 75C in the WBF English: "The
    explanation must not be corrected (nor must the Director be notified) immediately"; the official
    Turkish 75C says only that there is no need: "Açıklamanın hemen veya daha sonra düzeltilmesine
    (veya Hakem çağırılmasına) gerek yoktur". The guide says the Turkish's, the 75C note the WBF's (qa196)."""
    says(
        client,
        "misinformation",
        ["our-side"],
        "en",
        "the explainer's partner, hearing the explanation, learns that his own call was misunderstood: that is unauthorised information",
        "must call the Director before the end of the Clarification Period",
        "he may call him sooner but need not (Laws 20F4(a), 75B2)",
        "The explanation need not be corrected, either immediately or later, nor need the Director be summoned (Law 75C)",
        "the WBF English differs here (Law 75C, editor's note)",
    )
    says(
        client,
        "misinformation",
        ["our-side"],
        "tr",
        "bu izinsiz bilgidir",
        "Açıklamanın hemen ya da daha sonra düzeltilmesine (veya hakem çağrılmasına) gerek yoktur (Yasa 75C)",
    )
    never_says(client, "misinformation", ["our-side"], "en", "the explainer at once")


# --- hesitation (Law 16B) ------------------------------------------------------------------------


@pytest.mark.parametrize("key", ["opponent", "partner"])
def test_logical_alternatives_16b1a_as_the_official_turkish_says(client, key):
    """16B1(a) in the WBF English: "A player may not choose a call or play that is demonstrably
    suggested over another by unauthorized information if the other call or play is a logical
    alternative." The official Turkish has no "over another": "mantıklı başka bir seçeneği varken,
    kendisine ulaşan bir dış bilginin açıkça gösterdiği doğrultudaki ... tercih edemez". The English
    follows the Turkish and names the WBF's words (fix54; it gave the WBF's as the rule before)."""
    says(
        client,
        "hesitation",
        [key],
        "en",
        "clearly indicated (so the official Turkish; the WBF English says 'demonstrably suggested over another')",
    )
    says(client, "hesitation", [key], "tr", "antıklı başka bir seçenek varken")


# --- wrong cards and wrong boards (Laws 6D, 13-15, 86, 87) ---------------------------------------


def test_a_redeal_only_before_the_auction_first_begins_on_the_board(client):
    """6D1: "If it is ascertained before the auction first begins on a board that the cards have been
    incorrectly dealt ... there shall be a new shuffle and deal" (TR: "Bir bordda ilk artırım her iki
    taraf için de başlamadan önce"); 13A1/13A2 a hand with more than 13 cards (footnote 2); 14A1-3 a
    short hand "the auction and play continue normally without alteration of any of the calls made"
    (TR 14A3); 14C "Knowledge of the replacement of a card is unauthorized" (TR "usulsüz bilgidir");
    86A: in teams no redeal "when the final result of a match without that board could be known"."""
    says(
        client,
        "wrong-number-of-cards",
        ["before-calls"],
        "en",
        "before the auction first begins on the board",
        "(Law 86A)",
        "(Law 13A1)",
        "shall adjust the score (see Law 12C1(b)) if he considers the extraneous information affected the outcome, and may then penalise the offending side (Law 13A2)",
        "(Law 14A3)",
        "(Law 14C)",
    )
    says(
        client,
        "wrong-number-of-cards",
        ["before-calls"],
        "tr",
        "Bordda ilk artırım başlamadan önce",
        "(Yasa 14A3)",
        "(Yasa 13A2)",
    )
    never_says(
        client,
        "wrong-number-of-cards",
        ["before-calls"],
        "en",
        "If the deal was wrong, it is reshuffled and redealt (Law 6D1).",
    )


def test_a_fouled_board_is_defined_and_teams_go_to_86b2(client):
    """87A: fouled "if ... a card (or more than one) was displaced in the board, or ... the dealer or
    vulnerability differed between copies ... and the contestants who should have had a score
    comparison did not play the board in identical form"; 87C "Teams Scoring: See Law 86B2" (TR:
    "Takım OyunuNda Skorlama: Bkz Yasa 86B2")."""
    says(
        client,
        "wrong-number-of-cards",
        ["fouled"],
        "en",
        "did not play it in identical form (Law 87A)",
        "In team play Law 86B2 applies (Law 87C)",
    )
    says(client, "wrong-number-of-cards", ["fouled"], "tr", "Takım maçlarında Yasa 86B2 uygulanır (Yasa 87C)")


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_fouled_board_is_read_out_as_87a_defines_it_without_a_deadline_no_paragraph_sets(client, lang):
    """87A (TR): "Eğer hakem, bir ya da daha çok kartın borda yanlış yerleştirilmesi veya aynı olması
    gereken bordun iki kopyası arasında farklı dağıtan veya zon durumu bulunması sonucu, doğrudan skor
    karşılaştırılması yapılacak çiftlerin bordu özdeş şeklinde oynamadıklarını tespit ederse o bord
    “karışmış” sayılır"; (WBF) "if he determines that a card (or more than one) was displaced in the
    board, or ... the dealer or vulnerability differed between copies of the same board, and the
    contestants who should have had a score comparison did not play the board in identical form". A
    card displaced in one board (one board moving from table to table) has no copies: the read-out
    said "kopyaları özdeş biçimde oynanmadı" / "its copies were not played in identical form". The
    Ending told the player to call the Director "before the scores are entered", which no paragraph
    says; 81C3 (TR) "Herhangi bir şekilde farkına vardığı hata veya usulsüzlükleri, Yasa 79C ve 92B'ye
    göre belirtilen düzeltme süreci içinde düzeltmek"; (WBF) "to rectify an error or irregularity of
    which he becomes aware in any manner, within the periods established in accordance with Laws 79C
    and 92B". The read-out says the official Turkish's "pairs whose scores are to be compared
    directly" (qa143; it said the WBF's "contestants" before), the editor's note on 87A names the WBF's
    word."""
    if lang == "tr":
        reads(
            client,
            "wrong-number-of-cards",
            ["fouled"],
            lang,
            "skorları doğrudan karşılaştırılacak çiftler onu özdeş biçimde oynamadı (Yasa 87A)",
        )
        never_reads(client, "wrong-number-of-cards", ["fouled"], lang, "kopyaları özdeş biçimde oynanmadı")
        says(
            client,
            "wrong-number-of-cards",
            ["fouled"],
            lang,
            "hatayı Yasa 79C ve 92B'ye göre belirlenen süreler içinde düzeltmeyi de kapsar (Yasa 81C3)",
        )
        never_says(client, "wrong-number-of-cards", ["fouled"], lang, "skorlar yazılmadan önce")
    else:
        reads(
            client,
            "wrong-number-of-cards",
            ["fouled"],
            lang,
            "pairs whose scores are to be compared directly did not play it in identical form (Law 87A)",
        )
        never_reads(client, "wrong-number-of-cards", ["fouled"], lang, "its copies were not played in identical form")
        says(
            client,
            "wrong-number-of-cards",
            ["fouled"],
            lang,
            "within the periods established in accordance with Laws 79C and 92B (Law 81C3)",
        )
        never_says(client, "wrong-number-of-cards", ["fouled"], lang, "before the scores are entered")


@pytest.mark.parametrize("keys", [["before-calls"], ["during"]])
def test_law_13_s_player_is_one_with_a_wrong_number_of_cards_not_a_wrong_hand(client, keys):
    """13A (TR): "Eğer elinde yanlış sayıda kart olan oyunculardan hiçbiri konuşmamış ise"; (WBF) "If
    no player with an incorrect number of cards has made a call"; 13B (TR): "eğer elinde yanlış
    sayıda kart olan bir oyuncu herhangi bir konuşma yapmış ise"; (WBF) "and a player with an
    incorrect hand has made a call". The guide said "yanlış elli oyuncu" / "a player with a wrong
    hand": in the Laws' words a wrong hand is the hand a card is led from (55B2, TR "yanlış elden
    çıkış yapmışsa"; 43B2(a), TR "deklaranı yanlış elden çıkış yapmaması hakkında uyarırsa") or the
    hand looked at by mistake (16D1, TR "kazara yanlış ele bakmak", WBF "by looking at the wrong
    hand"), not a hand of twelve or fourteen cards."""
    says(client, "wrong-number-of-cards", keys, "tr", "elinde yanlış sayıda kart olan")
    never_says(client, "wrong-number-of-cards", keys, "tr", "yanlış elli")
    says(client, "wrong-number-of-cards", keys, "en", "player with a wrong number of cards has called")
    never_says(client, "wrong-number-of-cards", keys, "en", "with a wrong hand")


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_13b2_s_adjusted_score_says_see_12c1b_where_the_ending_quotes_it(client, lang):
    """13B2 (TR): "Bunun dışında, eğer yanlış sayıda kartı olan oyuncu bir konuşma yapmışsa, Hakem
    [Yasa 12C1(b) uyarınca] ayarlı skor verir ve kusurlu tarafa ceza uygulayabilir"; (WBF)
    "Otherwise when a call has been made with an incorrect number of cards, the Director shall award
    an adjusted score [see Law 12C1(b)] and may penalize an offender". The during Ending quoted Law
    12C1 under its paragraphs, and no sentence of it, nor its read-out, said why: 13B2's bracket was
    dropped. Now its page and read-out say it, and it quotes 12C1(b), the paragraph 13B2 names (with
    the editor's note on it: TR "ayarlı skoru belirlerken", WBF "in awarding an assigned adjusted
    score"). Since qa208 in the Turkish's word, "uyarınca" / "in accordance with" (the read-out "under"),
    not the WBF's "see" (test_guides_13b2_in_accordance_with_12c1b.py); since qa223 the read-out says
    13B2's "may penalise" too."""
    keys = ["during"]
    if lang == "tr":
        says(client, "wrong-number-of-cards", keys, lang, "hakem Yasa 12C1(b) uyarınca ayarlı skor verir")
        reads(
            client,
            "wrong-number-of-cards",
            keys,
            lang,
            "Yasa 12C1(b) uyarınca ayarlı skor verir ve kusurlu tarafa ceza uygulayabilir (Yasa 13B2)",
        )
    else:
        says(
            client,
            "wrong-number-of-cards",
            keys,
            lang,
            "he shall award an adjusted score in accordance with Law 12C1(b)",
        )
        reads(
            client,
            "wrong-number-of-cards",
            keys,
            lang,
            "an adjusted score under Law 12C1(b) and may penalise the offending side (Law 13B2)",
        )
    assert 'data-label="12C1(b)"' in page(client, "wrong-number-of-cards", keys, lang)


# 7B2 (TR): "Her oyuncu, kendisinde on üç tane olduğundan kesinlikle emin olmak için kartlarını yüzü
# aşağıda olarak sayar; bundan sonra ve bir konuşma yapmadan önce, kartlarının ön yüzlerini incelemek
# zorundadır"; (WBF) "Each player counts his cards face down to be sure he has exactly thirteen; after
# that, and before making a call, he must inspect the faces of his cards." 7C (TR): "Oyun
# tamamlandıktan sonra, her oyuncu özgün on üç kartını karıştırmalı ve daha sonra kendi yön konumuna
# ait cebe geri koymalıdır"; (WBF) "After play has finished, each player should shuffle his original
# thirteen cards, after which he restores them to the pocket corresponding to his compass position."
COUNT_SAID = {
    "tr": "kartlarını yüzü aşağıda sayar; bundan sonra ve bir konuşma yapmadan önce kartlarının ön yüzlerini incelemek zorundadır (Yasa 7B2)",
    "en": "counts his cards face down to be sure he has exactly thirteen; after that, and before making a call, he must inspect the faces of his cards (Law 7B2)",
}
RETURN_SAID = {
    "tr": "özgün on üç kartını karıştırmalı ve sonra kendi yön konumuna ait cebe geri koymalıdır (Yasa 7C)",
    "en": "should shuffle his original thirteen cards, after which he restores them to the pocket corresponding to his compass position (Law 7C)",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", [["during"], ["after-play"]])
def test_a_hand_found_wrong_late_advises_counting_as_7b2_says_and_when(client, keys, lang):
    """A hand of the wrong size found only after a call or after play: no Ending said that each
    player counts his cards face down first and looks at their faces only after that, before any
    call (qa139 listed it). The page now says 7B2 in its words and quotes it."""
    says(client, "wrong-number-of-cards", keys, lang, COUNT_SAID[lang])
    assert 'data-label="7B2"' in page(client, "wrong-number-of-cards", keys, lang)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_fouled_board_advises_returning_the_original_thirteen_to_one_s_own_pocket(client, lang):
    """A card put back in another pocket fouls the board for the next table (87A); 7C says where each
    player's cards go after play. The fouled Ending now says it and quotes 7C."""
    says(client, "wrong-number-of-cards", ["fouled"], lang, RETURN_SAID[lang])
    assert 'data-label="7C"' in page(client, "wrong-number-of-cards", ["fouled"], lang)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_after_play_read_out_keeps_13d_s_86b(client, lang):
    """13D (TR): "masa skoru iptal edilmeli ve bord için ayarlı skor verilmelidir. (Yasa 86B dikkate
    alınmalıdır.)"; (WBF) "the result must be cancelled and an adjusted score awarded (Law 86B may
    apply)". The page said it; the read-out, which the Director reads to a team match too, dropped
    the bracket. (Each text's own bracket since audit311; qa122's reading of the two texts: 86B's own
    conditions decide whether it applies.)"""
    if lang == "tr":
        reads(
            client,
            "wrong-number-of-cards",
            ["after-play"],
            lang,
            "ayarlı skor verilmelidir (Yasa 86B dikkate alınmalıdır)",
        )
    else:
        reads(
            client,
            "wrong-number-of-cards",
            ["after-play"],
            lang,
            "an adjusted score awarded (Law 86B may apply)",
        )


def test_law_15b_is_for_pairs_and_individuals(client):
    """Footnote 4 to 15B: "This law only applies to pair and individual events - see Law 86B for team
    events" (TR: "Bu Yasa yalnızca ikili ve bireysel turnuvalar için geçerlidir – Takım maçı için bkz.
    Yasa 86B"). 15A3: when the offender's later call "differs from his original cancelled call" the
    Director "shall award an adjusted score" (TR: "Hakem ayarlı skor verecektir")."""
    says(
        client,
        "wrong-board",
        ["wrong-table"],
        "en",
        "Law 15B applies only to pair and individual events",
        "in team play Law 86B applies",
    )
    says(client, "wrong-board", ["wrong-table"], "tr", "Yasa 15B yalnızca ikili ve bireysel turnuvalarda geçerlidir")
    says(
        client,
        "wrong-board",
        ["wrong-cards"],
        "en",
        "if his call differs (much different in meaning, or psychic), he shall award an adjusted score (Law 15A3)",
    )
    says(client, "wrong-board", ["wrong-cards"], "tr", "(Yasa 15A3)")


@pytest.mark.parametrize(
    "lang, words, law",
    [
        ("tr", "Aşağıdaki seçenekler seçecek oyuncuya yazılmıştır", "/tr/yasa/9B2/"),
        ("en", "The options below are written to the player who chooses", "/en/law/9B2/"),
    ],
)
def test_options_say_whom_they_are_written_to_and_what_the_others_do(client, lang, words, law):
    """Issue 25: "ortağım sırasız çıktı" (a defender speaking) opened a page written to declarer
    ("Siz yer olursunuz"). The page now says whom its options address and what everyone else does.
    9B2: "Hakem usulsüzlüğün düzeltilmesi ... tüm olası durumları açıklayıncaya kadar hiçbir oyuncu
    herhangi bir eylemde bulunmayacaktır." / WBF: "No player shall take any action until the
    Director has explained all matters in regard to rectification ..." """
    with_options = page(client, "lead-out-of-turn", ["opening", "wrong-defender", "faced"], lang)
    assert words in with_options
    assert f'href="{law}"' in with_options
    assert BY_SLUG["lead-out-of-turn"].walk(["opening", "wrong-defender", "face-down"])[1].options == ()
    assert words not in page(client, "lead-out-of-turn", ["opening", "wrong-defender", "face-down"], lang)


# The guides whose read-outs state 72C's rectification (its adjusted score), not only that it may apply.
STATES_72C_RECTIFICATION = {"insufficient-bid"}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("slug", ["insufficient-bid", "inadmissible-call"])
def test_the_read_out_keeps_72c_condition_that_the_offender_could_have_been_aware(client, slug, lang):
    """72C: "If the Director determines that an offender could have been aware at the time of his
    irregularity that this could well damage the non-offending side, he shall require the auction and
    play to continue ... At the conclusion of play the Director awards an adjusted score if he
    considers the offending side has gained an advantage through the irregularity" (TR: "Hakem, bir
    oyuncunun yaptığı kural ihlalinin kusursuz tarafa zarar vereceğinin farkında olabileceğine kanaat
    getirirse ... kusurlu tarafın kendi ihlali sonucu kazanç sağladığına kanaat getirirse ayarlı skor
    uygular"). The text read out at the table (27B2, 27B3, 36-39) said only "if the offending side
    gained an advantage", dropping the first condition. A read-out that only names the Law ("Law 72C
    may apply too", READ_MAY_72C, where the 90 words leave no room: qa136) states no condition and
    drops none; every other one that names 72C states both. A read-out that names 72C only to say
    there is no recourse to it (38D: TR "bu yasalara başvurulmaz"; WBF "there is no recourse to these
    Laws") states no 72C rectification either. The inadmissible-call read-outs all name 72C so now, in
    their paragraphs' words (36B3, 36B4, 37B2: "Yasa 72C uygulanabilir" / "Law 72C may apply"; 38D's
    "no recourse"), to leave 26B's time and 26A's comparable call their room (qa199): none of them
    states 72C's adjusted score, so none is held to its condition, and the test says that of them."""
    condition = (
        "Hakem, kusurlu oyuncunun bunun kusursuz tarafa zarar vereceğinin farkında olabileceğine"
        if lang == "tr"
        else "If the Director finds the offender could have known it would damage the other side and his side gained by it"
    )
    scripts = [
        (keys, " ".join(getattr(line, lang) for line in e.script))
        for keys, e in BY_SLUG[slug].endings()
        if "72C" in " ".join(line.en for line in e.script if line != READ_MAY_72C and "no recourse" not in line.en)
    ]
    assert bool(scripts) == (slug in STATES_72C_RECTIFICATION), slug
    for keys, _ in scripts:
        says(client, slug, list(keys), lang, condition)
        never_says(
            client,
            slug,
            list(keys),
            lang,
            "Kusurlu taraf bundan avantaj sağladıysa",
            "If the offending side gained an advantage through it, the Director may",
        )


def test_every_ending_that_explains_72c_states_the_official_would_damage():
    """72C, the official Turkish: "Hakem, bir oyuncunun yaptığı kural ihlalinin kusursuz tarafa zarar
    vereceğinin farkında olabileceğine kanaat getirirse ..." (that it *would* damage: "could" would
    be "verebileceğinin"); our English: "could have been aware that his infraction would damage the
    non-offending side". The WBF's English says "could well damage" (an editor's note on 72C says so).
    The guides explained 72C with the WBF's "could well" in English and "verebileceğinin" in
    Turkish; every ending that explains the condition now states the official one in both
    languages and, where it names the WBF's wording, names it as the WBF's."""
    explained = 0
    for slug, guide in BY_SLUG.items():
        for _keys, ending in guide.endings():
            for line in (*ending.now, *ending.script):
                if "72C" not in line.en or "aware" not in line.en:
                    continue
                explained += 1
                assert "zarar vereceğinin" in line.tr, (slug, line.tr)
                assert "verebileceğinin farkında" not in line.tr, (slug, line.tr)
                assert "would damage" in line.en or "would cause damage" in line.en, (slug, line.en)
                assert "could well damage" not in line.en.replace("the WBF English says 'could well damage'", ""), (
                    slug,
                    line.en,
                )
    assert explained >= 3


def test_a_player_may_reserve_the_right_to_call_the_director_for_an_opponent_s_hesitation(client):
    """16B2: "Bir oyuncu bir rakibinin böyle bir bilgi verdiğini ve bunun zarara yol açabileceğini
    düşündüğü zaman, Yetkili Federasyon tarafından yasaklanmadıkça (ki bu durum hakem çağırılmasını
    gerektirebilir), daha sonra hakem çağırma hakkını saklı tutacağını bildirebilir (rakipler izinsiz
    bilgi iletilmiş olabileceği savına karşı iseler, hakemi hemen çağırmalıdırlar)" / "he may
    announce, unless prohibited by the Regulating Authority (which may require that the Director be
    called), that he reserves the right to summon the Director later (the opponents should summon
    the Director immediately if they dispute ...)"; footnote 5: "Hakemi hemen veya daha sonra
    çağırmak bir usulsüzlük oluşturmaz" / "It is not an infraction to call the Director earlier or
    later"; 16B3: "oyun bittikten sonra hakemi çağırmalıdır" / "he should summon the Director when
    play ends". The director line said "When it happens", as if the player had to call then."""
    keys = ["opponent"]
    says(
        client,
        "hesitation",
        keys,
        "tr",
        "daha sonra çağırma hakkınızı saklı tuttuğunuzu bildirebilirsiniz; rakipler izinsiz bilgi iletilmiş olabileceğine karşı çıkarsa hakemi hemen onlar çağırmalıdır (Yasa 16B2)",
    )
    never_says(client, "hesitation", keys, "tr", "Duraksama olduğunda (ya da rakipler")
    says(
        client,
        "hesitation",
        keys,
        "en",
        "announce that you reserve the right to call him later; if the opponents dispute that unauthorised information might have been conveyed, they should call him at once (Law 16B2)",
    )
    never_says(client, "hesitation", keys, "en", "When it happens (at once if the opponents dispute it)")


def test_28a_makes_the_call_in_rotation_and_says_nothing_of_the_pass(client):
    """28A: "Bir konuşma, konuşma sırası oyuncunun sağındaki rakipte iken yapıldığında eğer o
    rakibin Yasaya göre pas geçmesi gerekiyorsa sıra olarak doğru yapılmış sayılır" / "A call is
    considered to be in rotation when it is made by a player at his RHO's turn to call if that
    opponent is required by law to pass." The paragraph says nothing of the right-hand opponent's
    pass; the Ending and its read-out said his pass "is taken as made", as if the Law did."""
    keys = ["rho-had-to-pass"]
    says(
        client,
        "call-out-of-rotation",
        keys,
        "tr",
        "Yasa onun pasından söz etmez; konuşma sırasında sayıldığına göre onun sırası geçmiştir.",
    )
    says(
        client,
        "call-out-of-rotation",
        keys,
        "en",
        "The Law says nothing of his pass; as the call counts as in rotation, his turn has gone by.",
    )
    for lang, words in (("tr", "onun pası yapılmış kabul edilir"), ("en", "his pass is taken as made")):
        never_says(client, "call-out-of-rotation", keys, lang, words)
        never_reads(client, "call-out-of-rotation", keys, lang, words)
    reads(client, "call-out-of-rotation", keys, "tr", "konuşmanız sırasında yapılmış sayılır (Yasa 28A). Kimse seçmez.")
    reads(client, "call-out-of-rotation", keys, "en", "your call counts as in rotation (Law 28A). Nobody chooses.")


def test_an_early_correction_stands_only_if_legal_in_the_read_out_too(client):
    """27C: "Kusurlu oyuncu, yetersiz deklaresini Hakemin bir hüküm vermesinden önce düzeltirse ...
    (ancak bkz. yukarıda B3), yeni deklare, kurallara uygun olmak kaydı ile, geçerlidir" / "If the
    offender replaces his insufficient bid before the Director has ruled on rectification, the
    substitution, if legal, stands unless the insufficient bid is accepted as A1 allows (but see B3
    above)." The Ending's now said "a legal correction"; the script read out at the table said the
    early correction stands, whatever it was."""
    keys = ["replaced-early", "reject"]
    reads(client, "insufficient-bid", keys, "tr", "Kabul edilmezse erken düzeltme, yasal ise, geçerlidir")
    never_reads(client, "insufficient-bid", keys, "tr", "Kabul edilmezse erken düzeltme geçerlidir")
    reads(
        client, "insufficient-bid", keys, "en", "If it is not accepted, the early correction stands if it is legal, and"
    )
    never_reads(client, "insufficient-bid", keys, "en", "the early correction stands and the Director")


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_13a2_s_adjusted_score_says_see_12c1b(client, lang):
    """13A2 (TR): "Eğer ortaya çıkan dış bilginin bordun sonucunu etkilemiş olduğuna karar verirse,
    Hakem skoru [bkz. Yasa 12C1(b)] ayarlar ve kusurlu tarafa ceza uygulayabilir"; (WBF) "If he then
    considers the extraneous information has affected the outcome of the board the Director shall
    adjust the score [see Law 12C1(b)] and may penalize an offender". The before-calls Ending
    dropped the bracket, as the during Ending did 13B2's (qa139, qa143)."""
    keys = ["before-calls"]
    if lang == "tr":
        says(client, "wrong-number-of-cards", keys, lang, "skoru ayarlar (bkz. Yasa 12C1(b))")
    else:
        says(client, "wrong-number-of-cards", keys, lang, "shall adjust the score (see Law 12C1(b))")
    assert 'data-label="12C1(b)"' in page(client, "wrong-number-of-cards", keys, lang)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_90b5_says_touching_or_handling_and_law_7(client, lang):
    """90B5 (TR): "Bir başka oyuncuya ait kartlara dokunulması veya tutulması (Yasa 7)"; (WBF)
    "touching or handling of cards belonging to another player (see Law 7)". The Turkish list said
    only "dokunmak" (touching), and neither language named Law 7, whose 7B3 says when touching another
    player's cards is allowed (qa143)."""
    said = {
        "tr": "başka bir oyuncunun kartlarına dokunmak ya da onları tutmak (90B5; bkz. Yasa 7)",
        "en": "touching or handling another player's cards (90B5; see Law 7)",
    }[lang]
    says(client, "penalties", ["procedural-penalty"], lang, said)
