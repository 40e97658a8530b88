"""`opening_lead_spread`: after a faced opening lead out of turn, before declarer has chosen,
a card of the declaring side is seen (Law 54).

Two stories, each the engine's `state` query:
- dummy begins to put his hand down: declarer could have seen dummy's cards, so he must accept
  the lead and stays declarer (54C);
- declarer begins to spread and a card of his is exposed: he must spread his whole hand and
  becomes dummy, his partner declarer (54A).
The question is what follows. Distractors: declarer keeping all three choices (54A, 54B, 54D),
declarer's card taken for a dropped card with no consequence (48A, which applies outside Law
54), the lead withdrawn as a major penalty card (54D), and the other story's answer.
"""

from __future__ import annotations

from rulings import words as names
from rulings.cards import cards_in as bits

from ..questions import Question
from .common import GenerationError, cited, engine, law, make_choices, retrying, rng_for
from .story import card_code, setting
from .table import EVENTS

TYPE = "opening_lead_spread"
STORIES = (("dummy", 50), ("declarer", 50))


def generate(seed: int) -> Question:
    return retrying(lambda rng: _generate(rng, seed), rng_for(TYPE, seed))


def _generate(rng, seed: int) -> Question:
    story = rng.choices([k for k, _ in STORIES], [w for _, w in STORIES])[0]
    s = setting(rng)
    t = s.table()
    declarer, dummy = s.declarer, s.declarer ^ 2
    correct, offender = (declarer + 1) % 4, (declarer + 3) % 4
    card = t.lead(rng, offender, t.hands[offender])
    t.events.append(EVENTS[offender][card])
    shown_seat = dummy if story == "dummy" else declarer
    shown = rng.choice(bits(t.hands[shown_seat]))
    t.act("expose", shown_seat, card=card_code(shown))
    scenario = s.query("state", t.events)
    expected = engine(scenario)
    d, p, o, c = "NESW"[declarer], "NESW"[dummy], "NESW"[offender], "NESW"[correct]
    lead_tr, lead_en = names.card(card_code(card), "tr"), names.card(card_code(card), "en")
    shown_tr, shown_en = names.card(card_code(shown), "tr"), names.card(card_code(shown), "en")
    scene_tr = (
        f"Atak sırası {names.seat(c, 'tr', 'loc')} iken {names.seat(o, 'tr')} {lead_tr} ile yüzü açık "
        f"atak yapar. Deklaran seçimini söylemeden "
    )
    scene_en = (
        f"{names.seat(c, 'en')} was to make the opening lead, but {names.seat(o, 'en')} faces the "
        f"{lead_en}. Before declarer has stated his choice, "
    )
    if story == "dummy":
        scene_tr += f"yer ({names.seat(p, 'tr')}) elini açmaya başlar; {shown_tr} görünür."
        scene_en += f"dummy ({names.seat(p, 'en')}) starts to put his hand down; the {shown_en} is seen."
    else:
        scene_tr += f"elini açmaya başlar ve {shown_tr} kartını gösterir."  # "Deklaran seçimini söylemeden elini ..."
        scene_en += f"declarer starts to spread his hand and exposes the {shown_en}."
    ask_tr, ask_en = "Hakem ne karar verir?", "What does the Director rule?"
    texts = {
        "must_accept": (
            f"Deklaran atağı kabul etmek zorundadır; {names.seat(d, 'tr')} deklaran kalır ve löveye ikinci kartı kendi elinden oynar",
            f"Declarer must accept the lead; {names.seat(d, 'en')} stays declarer and plays second from his own hand",
        ),
        "spread": (
            f"Deklaran elinin tamamını açmak zorundadır ve yer olur; {names.seat(p, 'tr')} deklaran olur",
            f"Declarer must spread his whole hand and becomes dummy; {names.seat(p, 'en')} becomes declarer",
        ),
        "choice": (
            "Deklaran hâlâ kabul etmek, elini açıp yer olmak ya da atağı geri aldırmak arasında seçim yapabilir",
            "Declarer may still accept the lead, spread his hand and become dummy, or have the lead withdrawn",
        ),
        "dropped": (
            "Açılan kart düşmüş bir kart sayılır, cezası yoktur; deklaran seçimini yine serbestçe yapar",
            "The card counts as a dropped card with no rectification; declarer still chooses freely",
        ),
        "withdrawn": (
            f"Atak geri alınır, {lead_tr} majör cezalı kart olur ve atağı {names.seat(c, 'tr')} yapar",
            f"The lead is withdrawn, the {lead_en} becomes a major penalty card and {names.seat(c, 'en')} leads",
        ),
    }
    decision = expected["decision"]
    steps_tr, steps_en, labels = [], [], []

    def step(label_list, tr, en):
        labels.extend(label_list)
        steps_tr.append(tr)
        steps_en.append(en)

    step(
        ["41A", "54"],
        f"{law('41A', 'tr')}: atağı deklaranın solundaki defans oyuncusu yapar; {names.seat(o, 'tr')} sırası olmadan yüzü açık atak yaptı ({law('54', 'tr')}).",
        f"{law('41A', 'en')}: the opening lead is made by the defender on declarer's left; {names.seat(o, 'en')} faced an opening lead out of turn ({law('54', 'en')}).",
    )
    if decision is not None and decision["options"] == ["accept"] and expected["declarer"] == d:
        right = "must_accept"
        step(
            ["54C", "54B1"],
            f"{law('54C', 'tr')}: eğer deklaran yerin kartlarından herhangi birini görmüş olabilecek durumda ise atağı kabul etmek zorundadır ve artırıma göre deklaran olması gereken oyuncu deklaran olur; {law('54B1', 'tr')}: löveye ikinci kart deklaranın elinden oynanır.",
            f"{law('54C', 'en')}: if declarer could have seen any of dummy's cards he must accept the opening lead, and the player who should have become declarer according to the auction becomes declarer; {law('54B1', 'en')}: the second card to the trick is played from declarer's hand.",
        )
        wrong = ["spread", "choice", "withdrawn", "dropped"]
    elif decision is None and expected["declarer"] == p:
        right = "spread"
        step(
            ["54A"],
            f"{law('54A', 'tr')}: eğer deklaran elini yere açmaya başlar ve bunu yaparken bir veya daha fazla kartını gösterirse, bütün elini yere açmak zorundadır; yer deklaran olur.",
            f"{law('54A', 'en')}: if declarer begins to spread his hand and, in doing so, exposes one or more of his cards, he must spread his entire hand; dummy becomes declarer.",
        )
        # 48B1 sends declarer who faces his cards after an opening lead out of turn to Law 54: TR
        # "Deklaran sırasız ataktan sonra kartlarını gösterdiğinde, Yasa 54 uygulanır", WBF "When
        # declarer faces his cards after an opening lead out of turn, Law 54 applies".
        step(
            ["48A", "48B1"],
            f"{law('48A', 'tr')} (deklaranın düşürdüğü kart) burada uygulanmaz: kart, elin açılmasının başlangıcıdır; deklaran sırasız ataktan sonra kartlarını gösterdiğinde {law('54', 'tr')} uygulanır ({law('48B1', 'tr')}).",
            f"{law('48A', 'en')} (a card declarer drops) does not apply here: the card is the start of his spread, and when declarer faces his cards after an opening lead out of turn, {law('54', 'en')} applies ({law('48B1', 'en')}).",
        )
        wrong = ["dropped", "choice", "must_accept", "withdrawn"]
    else:
        raise GenerationError("the engine ruled otherwise")
    choices, key = make_choices(rng, texts[right], [texts[k] for k in wrong])
    prompt_tr = f"{s.intro('tr')} {scene_tr}\n{ask_tr}"
    prompt_en = f"{s.intro('en')} {scene_en}\n{ask_en}"
    return Question(
        type=TYPE,
        seed=seed,
        prompt_tr=prompt_tr,
        prompt_en=prompt_en,
        choices=choices,
        answer=key,
        explanation_tr="\n".join(steps_tr),
        explanation_en="\n".join(steps_en),
        laws=cited(*labels),
        scenario=scenario,
        expected=expected,
    )
