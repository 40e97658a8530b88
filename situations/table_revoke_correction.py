"""The table page's correction of a revoke, as the engine's status of each revoke has it
(docs/rulings-cli.md, Additions, "Each revoke's status"): the page offers "Correct the revoke"
for each revoke the engine says `must_be_corrected` and cites the paragraph the engine names
(`status_law`), never working out from `established` which revokes may still be corrected.

62A (TR "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu düzeltmek
zorundadır"; WBF "A player must correct his revoke if attention is drawn to the irregularity before
it becomes established") is not the only paragraph: 63B's two exceptions have an established revoke
corrected too, 62D1 (TR "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ellerin dördü de borda
geri konulmadan önce fark edilmiş ise düzeltilmelidir"; WBF "On the twelfth trick, a revoke, even
if established, must be corrected if discovered before all four hands have been returned to the
board") and 62C3 (TR "Eğer her iki taraf ta aynı lövede rönons yaparsa, ve taraflardan yalnızca
birisi bir sonraki löveye kart vermiş ise, her iki rönonsun da düzeltilmesi gerekir"; WBF "If both
sides revoke on the same trick and only one side has played to the subsequent trick, then both
revokes must be corrected"). 62B says how, whatever the paragraph (TR "Bir rönonsu düzeltmek için,
kusurlu oyuncu oynadığı kartı geri alır ve yerine yasal bir kart koyar"; WBF "To correct a revoke
the offender withdraws the card he played and substitutes a legal card")."""

from __future__ import annotations

from django.utils.translation import gettext as _

from lawbook.labels import format_label
from rulings import revoke as revoke_status
from rulings import words as names

# 62B: how a revoke is corrected, cited beside the paragraph that has it corrected.
HOW_CORRECTED = "62B"


def revokes_to_correct(state: dict) -> list[dict]:
    """The revokes of a `state` answer asked with `revoke_status` that the engine says must be
    corrected now: the only status for which it accepts a `correct` event."""
    return [revoke for revoke in state["revokes"] if revoke.get("status") == revoke_status.MUST_BE_CORRECTED]


def mode_with_revokes_to_correct(mode: str, to_correct: list[dict]) -> str:
    """The page's mode given the revokes the engine says must be corrected now. The correct mode's
    card links keep mode=correct, so the tap that corrected the revoke (62B: TR "kusurlu oyuncu
    oynadığı kartı geri alır ve yerine yasal bir kart koyar"; WBF "the offender withdraws the card he
    played and substitutes a legal card") came back to a page still saying how to correct one, with
    none left and no card to tap: with none left the page plays cards again (qa225). While one is
    left (62C3's second revoke) the correct mode stays."""
    return "play" if mode == "correct" and not to_correct else mode


def correction_laws(revokes: list[dict]) -> str:
    """The paragraphs the correct mode's line cites: each `status_law` of the revokes to correct, as
    the engine names it, then 62B ("62D1, 62B"; both 62C3 revokes: "62C3, 62B")."""
    labels: list[str] = []
    for label in [*(revoke["status_law"] for revoke in revokes), HOW_CORRECTED]:
        if format_label(label) not in labels:
            labels.append(format_label(label))
    return ", ".join(labels)


def played_correcting_cards(revokes: list[dict], shown, link, accepts, lang: str) -> list[dict]:
    """A card the offender has already played to the trick on the table or the last one, which the
    engine accepts as the card correcting his revoke (`correct`): it is no longer in his hand to be
    tapped. So it is in 62D1's case, the offender's last card played to the thirteenth trick before
    the revoke on the twelfth was discovered; the engine takes it back from that trick."""
    offenders = {revoke["seat"] for revoke in revokes}
    out = []
    for seat, card in [*shown.trick_cards, *shown.last_trick]:
        token = f"correct:{seat}:{card}"
        if seat in offenders and accepts(token):
            words = {"seat": names.seat(seat, lang), "card": names.card(card, lang)}
            out.append(
                {
                    "text": _(
                        "%(seat)s has already played %(card)s, so it is no longer in his hand to be tapped; the "
                        "engine accepts it as the card that corrects the revoke:"
                    )
                    % words,
                    "link": _("Correct the revoke with %(card)s") % words,
                    "url": link([token], mode="play"),
                }
            )
    return out
