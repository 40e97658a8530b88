"""The table page while declarer's 57A choice is pending: why the next card waits for it (and, at
the end, 52B's choice: what a card declarer has played since does to it).

57A: after a defender's premature lead or play "declarer selects one of the following options"
(TR "deklaran aşağıdaki seçeneklerden birini seçer"), and the engine records the choice before any
other card (docs/rulings-cli.md, "Premature play by a defender": "any other event before it is an
error naming the choice"). A card played at the table before that choice is the Director's to
rule on, by Law 60:
- by the offender's left-hand opponent (the non-offending side), 60A1: TR "Kusursuz tarafın bir
  üyesi sağındaki rakibin sırasız ya da vaktinden önce çıkması veya oynamasından sonra ve bir
  onarma belirlenmeden önce, bir oyun oynarsa, o kusuru onarma hakkını yitirir"; WBF "A play by a
  member of the non-offending side after his RHO has led or played out of turn or prematurely, and
  before rectification has been assessed, forfeits the right to rectification of that offense";
- by the offender's partner (the offending side), 60C: TR "Kusurlu tarafın bir üyesinin düzeltme
  belirlenmeden önce oynaması rakiplerinin haklarını etkilemez ve oynanan bu kart da onarmaya tabi
  olabilir"; WBF "A play by a member of the offending side before rectification has been assessed
  does not affect the rights of the opponents, and may itself be subject to rectification".
Which one applies is the engine's (`rulings.premature_play.play_before_choice`); the engine applies
neither further (what becomes of the premature card after 60A1, 60A2's "treated as though it were
in turn", is not written), so the page says which applies and records nothing."""

from django.utils.translation import gettext as _

from rulings import laws
from rulings import words as names
from rulings.deal import SEAT_NAMES
from rulings.premature_play import OPTIONS, play_before_choice


def before_the_choice(state: dict, tokens: list[str], lang: str) -> tuple[str, str] | None:
    """(the sentence, the paragraph it cites) while declarer's 57A choice waits; None otherwise.
    The premature card is the record's last event (the choice comes next), its seat the offender's."""
    decision = state.get("decision") or {}
    turn = state.get("turn")
    if not set(decision.get("options", ())) >= set(OPTIONS) or not turn or not tokens:
        return None
    offender = tokens[-1].split(":", 1)[0]
    values = {
        "seat": names.seat(turn, lang),
        "chooser": names.seat(decision["by"], lang),
        "offender": names.seat(offender, lang),
    }
    law = play_before_choice(SEAT_NAMES.index(offender), SEAT_NAMES.index(turn))
    if law == laws.OFFENDING_SIDE_PLAY_BEFORE_RECTIFICATION:
        sentence = _(
            "The table records the next card only after %(chooser)s has chosen, as the engine does. If "
            "%(seat)s, the partner of %(offender)s, played before the choice: a play by a member of the "
            "offending side before rectification has been assessed does not affect the rights of the "
            "opponents, and may itself be subject to rectification (Law 60C). The table does not record "
            "that play; the Director rules."
        )
        return sentence % values, law
    if law != laws.NON_OFFENDER_PLAY_FORFEITS:
        return None
    sentence = _(
        "The table records the next card only after %(chooser)s has chosen, as the engine does. If a card "
        "of %(seat)s was played before the choice: a play by a member of the non-offending side after his "
        "right-hand opponent has led or played out of turn or prematurely, and before rectification has been "
        "assessed, forfeits the right to rectification of that offense (Law 60A1). The table does not record "
        "that play; the Director rules."
    )
    return sentence % values, law


def declarer_played_since(state: dict, lang: str) -> tuple[str, str] | None:
    """(the sentence, 52B1(b)) while declarer chooses whether to accept a card a defender played
    instead of a penalty card (52B1(a), 52B2): 52B1(b) takes the choice away once declarer has played.
    TR "Deklaran, bundan sonra kendi elinden veya yerden bir kart oynarsa bu çıkış veya oyunu kabul
    etmek zorundadır."; WBF "Declarer must accept such lead or play if he has thereafter played from
    his own hand or dummy." The page showed the two buttons only; the engine records such a card as
    the acceptance (docs/rulings-cli.md, "A penalty card not led or played")."""
    decision = state.get("decision") or {}
    if (
        set(decision.get("options", ())) != {"accept", "reject"}
        or laws.PENALTY_CARD_NOT_PLAYED_ACCEPTED not in state["laws"]
    ):
        return None
    sentence = _(
        "If %(chooser)s has since played a card from his own hand or from dummy, he must accept the card "
        "played (Law 52B1(b))."
    )
    return sentence % {"chooser": names.seat(decision["by"], lang)}, laws.PENALTY_CARD_NOT_PLAYED_DECLARER_PLAYED
