"""Revoke (Laws 61-64): who revoked, and whether the revoke is established (Law 63A)."""

from __future__ import annotations

from ..guide import Choice, Ending, EngineExample, Option, Situation, Step, Text
from .common import CALL_AT_END, CALL_NOW, play_query

DECLARER_CHOICE_LATER = (
    Option(
        Text("Cezalı kartın rengini istemek", "Require the lead of the penalty card's suit"),
        Text(
            "Ortak o rengi çıkar; cezalı kart ele döner (Yasa 50D2(a)).",
            "Partner leads that suit; the penalty card goes back to the hand (Law 50D2(a)).",
        ),
        (
            Text(
                "Renk size doğru oynanır (ör. elinizde AD varken).",
                "The suit is led round to you (e.g. when you hold AQ).",
            ),
        ),
        (Text("Kısıtlama bu çıkışla biter.", "The restriction ends with this lead."),),
    ),
    Option(
        Text("O rengi yasaklamak", "Forbid that suit"),
        Text(
            "Ortak, çıkış kendisinde kaldıkça o rengi çıkamaz; cezalı kart ele döner (Yasa 50D2(a)).",
            "Partner may not lead that suit while he keeps the lead; the penalty card goes back (Law 50D2(a)).",
        ),
        (
            Text(
                "Sizi korkutan bir renkten şimdilik kurtulursunuz.", "You are spared, for now, a suit that worries you."
            ),
        ),
        (Text("Cezalı kart masadan kalkar.", "The penalty card leaves the table."),),
    ),
    Option(
        Text("Kısıtlama koymamak", "Leave the lead free"),
        Text(
            "Ortak istediğini çıkar; cezalı kart masada kalır ve ilk yasal fırsatta oynanır (Yasa 50D2(b)).",
            "Partner leads what he likes; the penalty card stays and must be played at the first legal opportunity (Law 50D2(b)).",
        ),
        (Text("Cezalı kart ileride size büyük avantaj sağlayabilir.", "The penalty card may serve you better later."),),
        (Text("Bu çıkışta rakibi serbest bırakırsınız.", "You leave this lead to the opponent's choice."),),
    ),
)


WON_Q = Text(
    "Rönons lövesini kim aldı?",
    "Who won the revoke trick?",
)
WON_HINT = Text(
    "Yerin aldığı löve deklaranın aldığı löve sayılmaz (Yasa 64A2).",
    "A trick won by dummy is not a trick won by declarer (Law 64A2).",
)


def _established(won: tuple[Text, list], not_won: tuple[Text, list], extra: Text) -> Step:
    """Law 64A1 when the offender won the revoke trick, 64A2 when he did not."""
    return Step(
        WON_Q,
        (
            Choice(
                "offender-won",
                Text("Rönonsu yapan oyuncu", "The player who revoked"),
                _established_ending(*won, ("63A1", "64A1", "64B", "64C"), extra),
            ),
            Choice(
                "other-won",
                Text("Başka bir oyuncu", "Another player"),
                _established_ending(*not_won, ("63A1", "64A2", "64B", "64C"), extra),
            ),
        ),
        WON_HINT,
    )


def _established_ending(who: Text, play: list, laws: tuple[str, ...], extra: Text) -> Ending:
    transfer = (
        Text(
            "Rönons lövesini kusurlu oyuncu aldığı için o löve kusursuz tarafa geçer; kusurlu taraf sonraki bir löveyi de aldıysa bir löve daha (Yasa 64A1).",
            "The offender won the revoke trick, so that trick goes to the non-offending side, and one more if the offending side won a later trick (Law 64A1).",
        )
        if "64A1" in laws
        else Text(
            "Rönons lövesini kusurlu oyuncu almadı: kusurlu taraf o löveyi ya da sonraki bir löveyi aldıysa bir löve kusursuz tarafa geçer; hiç almadıysa aktarma yok (Yasa 64A2).",
            "The offender did not win the revoke trick: if the offending side won that trick or a later one, one trick goes to the non-offending side; if it won none, there is no transfer (Law 64A2).",
        )
    )
    return Ending(
        title=Text("Resmileşmiş rönons", "Established revoke"),
        now=(
            Text(
                "Rönons düzeltilmez; löve olduğu gibi kalır ve oyun sürer (Yasa 63B).",
                "The revoke is not corrected; the trick stands and play goes on (Law 63B).",
            ),
            Text("Löve aktarmasını hakem oyun bitince yapar.", "The Director transfers tricks after play has ended."),
            transfer,
            extra,
        ),
        chooser=Text(
            "Kimse seçmez: aktarmayı Yasa belirler. Hakem, kusursuz taraf yeterince telafi edilmediyse skoru düzeltir (Yasa 64C).",
            "Nobody chooses: the Law fixes the transfer. The Director adjusts the score if the non-offending side is not sufficiently compensated (Law 64C).",
        ),
        laws=laws,
        director=CALL_AT_END,
        engine=EngineExample(who, play_query(play), finish=True),
    )


def _before(who: Text, play: list, now: tuple[Text, ...], laws: tuple[str, ...], options=()) -> Ending:
    return Ending(
        title=Text("Henüz resmileşmemiş rönons", "Revoke not yet established"),
        now=(
            Text(
                "Rönons düzeltilmek zorundadır (Yasa 62A): kart geri alınır ve yerine oynanan renkten yasal bir kart konur (Yasa 62B).",
                "The revoke must be corrected (Law 62A): the card is withdrawn and a legal card of the suit led put in its place (Law 62B).",
            ),
            *now,
            Text(
                "Kusursuz taraf rönonstan sonra oynadığı kartları geri alabilir; o zaman kusurlu tarafın sonraki oyuncusu da kartını değiştirebilir (Yasa 62C).",
                "The non-offending side may take back cards played after the revoke; then the offending side's later player may change his card too (Law 62C).",
            ),
        ),
        chooser=Text(
            "Kusurlu oyuncunun seçeneği yoktur: düzeltir. Kusursuz taraf sonradan oynadığı kartı geri alıp almamayı seçer.",
            "The offender has no choice: he corrects. The non-offending side chooses whether to take back cards it played afterwards.",
        ),
        laws=laws,
        director=CALL_NOW,
        options=options,
        engine=EngineExample(who, play_query(play)),
    )


ESTABLISHED_Q = Text(
    "Rönons resmileşti mi: kusurlu oyuncu ya da ortağı bir sonraki löveye çıktı ya da kart oynadı mı?",
    "Was the revoke established: has the offender or his partner led or played to the next trick?",
)
NOT_YET = Text("Hayır, henüz değil", "No, not yet")
YES = Text("Evet", "Yes")
HINT = Text(
    "Talep ya da terk de rönonsu resmileştirir (Yasa 63A3). On ikinci lövedeki rönons, eller borda konmadan önce fark edilirse resmileşmiş olsa bile düzeltilir (Yasa 62D).",
    "A claim or concession establishes it too (Law 63A3). A revoke on the twelfth trick is corrected even if established, if noticed before the hands go back into the board (Law 62D).",
)

SITUATION = Situation(
    slug="revoke",
    title=Text("Rönons (renge uymamak)", "Revoke"),
    summary=Text(
        "Bir oyuncu elinde oynanan renkten kart varken başka renk oynadı.",
        "A player did not follow suit although he held a card of the suit led.",
    ),
    start=Step(
        Text("Kim rönons yaptı?", "Who revoked?"),
        (
            Choice(
                "defender",
                Text("Bir defans oyuncusu", "A defender"),
                Step(
                    ESTABLISHED_Q,
                    (
                        Choice(
                            "not-established",
                            NOT_YET,
                            _before(
                                Text(
                                    "Batı ♠2 çıktı, yer ♠A, Doğu ♥V oynadı (elinde pik var) ve sonra ♠10 ile düzeltti.",
                                    "West led ♠2, dummy played ♠A, East played ♥J (holding spades) and then corrected with ♠10.",
                                ),
                                ["W:S2", "N:SA", "E:HJ", "E:ST"],
                                (
                                    Text(
                                        "Defans oyuncusunun geri aldığı kart majör cezalı kart olur (Yasa 62B1, 50B).",
                                        "The card the defender withdraws becomes a major penalty card (Laws 62B1, 50B).",
                                    ),
                                    Text(
                                        "Ortağı çıkışa geldiğinde deklaran çıkışı kısıtlayabilir (Yasa 50D2).",
                                        "When his partner is on lead, declarer may restrict the lead (Law 50D2).",
                                    ),
                                ),
                                ("61A", "62A", "62B1", "62C1", "62C2", "50B", "50D2"),
                                DECLARER_CHOICE_LATER,
                            ),
                        ),
                        Choice(
                            "established",
                            YES,
                            _established(
                                (
                                    Text(
                                        "Batı ♠2 çıktı, yer ♠A, Doğu ♥V ile çaktı (elinde pik var), Güney pik verdi; Doğu sonraki löveye çıktı.",
                                        "West led ♠2, dummy played ♠A, East ruffed with ♥J (holding spades), South followed; East led to the next trick.",
                                    ),
                                    ["W:S2", "N:SA", "E:HJ", "S:S3", "E:D9"],
                                ),
                                (
                                    Text(
                                        "Batı ♠2 çıktı, yer ♠A, Doğu ♦9 attı (elinde pik var), Güney pik verdi; yer sonraki löveye çıktı ve Doğu oynadı.",
                                        "West led ♠2, dummy played ♠A, East discarded ♦9 (holding spades), South followed; dummy led to the next trick and East played to it.",
                                    ),
                                    ["W:S2", "N:SA", "E:D9", "S:S3", "N:SK"],
                                ),
                                Text(
                                    "Deklaran bir defans oyuncusuna renkte kartı olup olmadığını sorabilir (Yasa 61B1).",
                                    "Declarer may ask a defender who has failed to follow whether he has a card of the suit led (Law 61B1).",
                                ),
                            ),
                        ),
                    ),
                    HINT,
                ),
            ),
            Choice(
                "declarer",
                Text("Deklaran", "Declarer"),
                Step(
                    ESTABLISHED_Q,
                    (
                        Choice(
                            "not-established",
                            NOT_YET,
                            _before(
                                Text(
                                    "Yer ♦A çıktı, Doğu ♦9, Güney ♥6 oynadı (elinde karo var) ve sonra ♦6 ile düzeltti.",
                                    "Dummy led ♦A, East played ♦9, South played ♥6 (holding diamonds) and then corrected with ♦6.",
                                ),
                                ["W:S2", "N:SA", "E:S7", "S:S3", "N:DA", "E:D9", "S:H6", "S:D6"],
                                (
                                    Text(
                                        "Deklaranın kartı cezasız olarak eline döner; deklaranın ya da yerin kartı hiçbir zaman cezalı kart olmaz (Yasa 62B2, 48A).",
                                        "Declarer's card goes back without further rectification; no card of declarer or dummy ever becomes a penalty card (Laws 62B2, 48A).",
                                    ),
                                ),
                                ("61A", "62A", "62B2", "62C1", "48A"),
                            ),
                        ),
                        Choice(
                            "established",
                            YES,
                            _established(
                                (
                                    Text(
                                        "Batı ♣5 çıktı, yer ♣A, Doğu ♣9, Güney ♥6 ile çaktı (elinde trefl var) ve sonraki löveye çıktı.",
                                        "West led ♣5, dummy played ♣A, East ♣9, South ruffed with ♥6 (holding clubs) and led to the next trick.",
                                    ),
                                    ["W:C5", "N:CA", "E:C9", "S:H6", "S:D6"],
                                ),
                                (
                                    Text(
                                        "Batı ♣5 çıktı, yer ♣A, Doğu ♣9, Güney ♦6 attı (elinde trefl var); löveyi yer aldı ve sonraki löveye çıktı.",
                                        "West led ♣5, dummy played ♣A, East ♣9, South discarded ♦6 (holding clubs); dummy won and led to the next trick.",
                                    ),
                                    ["W:C5", "N:CA", "E:C9", "S:D6", "N:CK"],
                                ),
                                Text(
                                    "Yer, deklarana renkte kartı olup olmadığını sorabilir (Yasa 61B2(a)).",
                                    "Dummy may ask declarer whether he has a card of the suit led (Law 61B2(a)).",
                                ),
                            ),
                        ),
                    ),
                    HINT,
                ),
            ),
            Choice(
                "dummy",
                Text("Yer (dummy)", "Dummy"),
                Step(
                    ESTABLISHED_Q,
                    (
                        Choice(
                            "not-established",
                            NOT_YET,
                            _before(
                                Text(
                                    "Batı ♠2 çıktı, yerden ♥A oynandı (yerde pik var) ve sonra ♠A ile düzeltildi.",
                                    "West led ♠2, ♥A was played from dummy (which holds spades) and then corrected with ♠A.",
                                ),
                                ["W:S2", "N:HA", "N:SA"],
                                (
                                    Text(
                                        "Yerin kartı cezasız değiştirilir (Yasa 62B2).",
                                        "Dummy's card is replaced without rectification (Law 62B2).",
                                    ),
                                ),
                                ("61A", "62A", "62B2", "62C1"),
                            ),
                        ),
                        Choice(
                            "established",
                            YES,
                            Ending(
                                title=Text("Yerin resmileşmiş rönonsu", "Dummy's established revoke"),
                                now=(
                                    Text(
                                        "Löve aktarılmaz: yerin rönonsu masada açık duran bir kartı oynamamaktır (Yasa 64B3).",
                                        "No trick is transferred: dummy's revoke is a failure to play a card faced on the table (Law 64B3).",
                                    ),
                                    Text(
                                        "Kusursuz taraf zarar gördüyse hakem skoru düzeltir (Yasa 64C).",
                                        "If the non-offending side was damaged, the Director adjusts the score (Law 64C).",
                                    ),
                                ),
                                chooser=Text(
                                    "Kimse seçmez; gerekirse hakem ayarlı skor verir.",
                                    "Nobody chooses; the Director adjusts the score if need be.",
                                ),
                                laws=("63A1", "64B3", "64C"),
                                director=CALL_AT_END,
                                engine=EngineExample(
                                    Text(
                                        "Batı ♠2 çıktı, yerden ♥A oynandı (yerde pik var), löveyi yer aldı ve sonraki löveye çıktı.",
                                        "West led ♠2, ♥A was played from dummy (which holds spades), won the trick, and dummy led to the next trick.",
                                    ),
                                    play_query(["W:S2", "N:HA", "E:S7", "S:S3", "N:SK"]),
                                    finish=True,
                                ),
                            ),
                        ),
                    ),
                    HINT,
                ),
            ),
        ),
    ),
)
