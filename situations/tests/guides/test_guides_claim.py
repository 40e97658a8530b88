"""The claim guide (Laws 68-71), its table of rulings: one row per ending, the deciding paragraph
and the ruling's Turkish and English phrases, the paragraph quoted beside each row (the Turkish
official text, then the WBF English). The guide had no table until session 96 (audit331); its own
special tests are in the test_guides_claim_*.py files and test_guide_rulings.py."""

SLUG = "claim"

# Every row is checked by test_guide_tables.py (each ending has one, the ending cites its
# paragraph) and by test_guides.py (its page says the phrase in each language and quotes the
# paragraph).
RULINGS = {
    # 70A: "İtiraz edilmiş bir talep veya terk hakkında karar verirken, hakem bordun sonucunu her iki
    # taraf için de mümkün olduğunca eşit olarak kararlaştırır, ancak talep ile ilgili her şüpheli
    # durum talep edenin aleyhine çözümlenecektir" / "In ruling on a contested claim or concession,
    # the Director adjudicates the result of the board as equitably as possible to both sides, but
    # any doubtful point as to a claim shall be resolved against the claimer". (The engine's example
    # decides 70C, with 70A: test_guides.py checks the page shows its answer.)
    "disputed": (
        "70A",
        "Şüpheli her nokta talep edenin aleyhine çözülecektir (Yasa 70A)",
        "Any doubtful point shall be resolved against the claimer (Law 70A)",
    ),
    # 69B: "Talep veya terk üzerindeki anlaşma (bkz A), Yasa 79C'de belirlenmiş düzeltme dönemi içinde
    # geri alınabilir: ... 2. Oyunun devamında muhtemelen kendi tarafının kazanacağı bir lövenin
    # kaybında anlaşmışsa" / "Agreement with a claim or concession (see A) may be withdrawn within
    # the Correction Period established under Law 79C: ... 2. if a player has agreed to the loss of
    # a trick that his side would likely have won had the play continued".
    "regret/agreed-to-opponent": (
        "69B2",
        "oyun sürseydi muhtemelen kazanacağı bir lövenin kaybını (Yasa 69B2)",
        "one your side would likely have won had play continued (Law 69B2)",
    ),
    # 71: "Terk bir kez yapıldığında, Yasa 79C'ye göre saptanmış Düzeltme Süreci içinde, hakem terki
    # aşağıdaki sebeplerle iptal etmedikçe, geçerli kalmalıdır" / "A concession must stand, once
    # made, except that within the Correction Period established under Law 79C the Director shall
    # cancel a concession" (the Turkish sets no duty to cancel; the page names the WBF's word).
    "regret/own-concession": (
        "71",
        "hakem onu aşağıdaki sebeplerden biriyle iptal etmedikçe geçerli kalmalıdır (Yasa 71)",
        "must stand unless, within the Correction Period, the Director cancels it for one of the reasons below (Law 71)",
    ),
}
