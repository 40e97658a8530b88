"""The parser on the hard passages of the official text, checked against the text itself."""

from lawbook.text.tables import parse_markup


def paragraph(book, label):
    return book.paragraph_map()[label]


def test_definitions_are_the_62_terms_with_two_subterms_under_ceza(parsed_lawbook):
    definitions = parsed_lawbook.definitions
    main_terms = [d for d in definitions if not d.parent]
    assert len(main_terms) == 62
    assert [d.term for d in definitions if d.parent == "Ceza"] == ["Disiplin Cezası", "Yöntemsel Ceza"]
    assert main_terms[0].term == "Alert" and main_terms[-1].term == "Zon Durumu"
    by_term = {d.term: d for d in definitions}
    assert by_term["Oyun"].text.split("\n\n")[2].startswith("3. Kartların oynanmakta")
    assert by_term["Cezalı kart"].text == "Yasa 50 kapsamında tertibe konu olan kart"


def test_suit_symbols_are_restored(parsed_lawbook):
    renk = {d.term: d for d in parsed_lawbook.definitions}["Renk"]
    assert "pik (♠), kör (♥), karo (♦), trefl (♣)" in renk.text
    assert "pik (♠), kör (♥), karo (♦), trefl (♣)" in paragraph(parsed_lawbook, "1A").text


def test_93_laws_with_their_titles(parsed_lawbook):
    laws = parsed_lawbook.laws
    assert [law.number for law in laws] == list(range(1, 94))
    assert laws[49].title == "CEZALI KARTIN DURUMU"
    assert laws[12].title == "YANLIŞ SAYIDA KART"  # marker "KART2" removed


def test_law_2_tables_are_rebuilt(parsed_lawbook):
    text = paragraph(parsed_lawbook, "2").text
    blocks = [b for b in text.split("\n") if b.startswith("|")]
    assert "| Kuzey Dağıtan | Bordlar | 1 | 5 | 9 | 13 |" in blocks
    assert "| Herkes Zonsuz | Bordlar | 1 | 8 | 11 | 14 |" in blocks
    assert "| Herkes Zonda | Bordlar | 4 | 7 | 10 | 13 |" in blocks
    assert text.endswith("o oturum için bordun üzerindeki koşullar uygulanır.")


def test_law_12_roman_subitems_and_continuations(parsed_lawbook):
    book = parsed_lawbook
    assert paragraph(book, "12C1(e)(i)").text.startswith("Kusurlu taraf")
    assert paragraph(book, "12C1(e)(ii)").text.startswith("Kusursuz taraf")
    # "(a) ve (b) maddelerinde" goes on with 12C2(d); it is not a new item (a).
    assert paragraph(book, "12C2(d)").text.endswith(
        "(a) ve (b) maddelerinde öngörülen değerlerden farklılık gösterebilir."
    )
    assert paragraph(book, "12C2(b)").text.endswith("çerçevesinde, Organizasyon Komitesince değiştirilebilir")
    assert [str(c.label) for c in paragraph(book, "12C2").children] == ["12C2(a)", "12C2(b)", "12C2(c)", "12C2(d)"]


def test_law_20F5_ends_with_a_sentence_of_b_not_of_ii(parsed_lawbook):
    b = paragraph(parsed_lawbook, "20F5(b)")
    assert [str(c.label) for c in b.children] == ["20F5(b)(i)", "20F5(b)(ii)"]
    assert b.tail.startswith("Kendi görüşüne göre ortağının açıklamasının hatalı")
    assert paragraph(parsed_lawbook, "20F5(b)(ii)").text == "deklaran ya da yer için artırmanın son pasından sonradır."


def test_law_40_sub_items(parsed_lawbook):
    a = paragraph(parsed_lawbook, "40B2(a)")
    assert a.text == "Yetkili Federasyon:"
    assert [str(c.label) for c in a.children] == [f"40B2(a)({r})" for r in ("i", "ii", "iii", "iv", "v")]


def test_law_77_tables_and_corrections(parsed_lawbook):
    text = paragraph(parsed_lawbook, "77").text
    assert "| Sürkonturlu | 80 | 80 | 120 | 120 |" in text
    assert "| Sürkonturlu | 200 | 400 |" in text
    assert "| Konturlu | 100 | 200 |" in text
    assert "| Dördüncü ve daha sonraki eksik löveler için ödül | 0 | 100 | 200 | 0 | 0 | 0 |" in text
    assert "(bkz. Yasa 22)" in text
    kinds = {r.kind for r in parsed_lawbook.repairs if r.visible}
    assert kinds == {"law77-trick-value", "law77-overtrick-label"}


def test_law_78B_imp_table(parsed_lawbook):
    text = paragraph(parsed_lawbook, "78B").text
    table = text[text.index("| Puan farkı") :]
    header, body = parse_markup(table)
    assert header == [["Puan farkı", "IMP"] * 3]
    assert body[0] == ["0–10", "0", "370–420", "9", "1750–1990", "18"]
    assert body[-1] == ["320–360", "8", "1500–1740", "17"]
    assert len(body) == 9


def test_law_80B2_has_a_ninth_item_i_and_a_roman_i_under_g(parsed_lawbook):
    b2 = paragraph(parsed_lawbook, "80B2")
    assert [c.label.item for c in b2.children] == list("abcdefghijkl")
    assert paragraph(parsed_lawbook, "80B2(i)").text.startswith("Oyun oynanabilmesi için")
    assert [str(c.label) for c in paragraph(parsed_lawbook, "80B2(g)").children] == ["80B2(g)(i)", "80B2(g)(ii)"]


def test_law_93_footnote_marker_is_removed(parsed_lawbook):
    text = paragraph(parsed_lawbook, "93C3(b)").text
    assert text.endswith("yetkisine sahiptirler.")
    assert [(f.number, f.field) for f in paragraph(parsed_lawbook, "93C3(b)").footnotes] == [(28, "text")]


def test_footnotes_numbered_and_marked(parsed_lawbook):
    footnotes = parsed_lawbook.footnotes
    assert [f.number for f in footnotes] == list(range(1, 29))
    assert footnotes[0].printed_number == "11"  # printed "11 –" in the source
    assert footnotes[0].text.startswith("“Dizilmiş deste”")
    d2 = paragraph(parsed_lawbook, "6D2")
    assert "desteden karıştırılmadan" in d2.text
    marker = d2.footnotes[0]
    assert marker.number == 1 and d2.text[: marker.offset].endswith("desteden")
    # The title marker of Law 13 and the Playing Area marker printed 25 in Law 76C1 (meant: 24).
    assert [(f.number, f.field) for f in paragraph(parsed_lawbook, "13").footnotes] == [(2, "heading")]
    assert [f.number for f in paragraph(parsed_lawbook, "76C1").footnotes] == [24]
    assert [f.number for f in paragraph(parsed_lawbook, "79C1").footnotes] == [25]
    assert "Alanındayken herhangi" in paragraph(parsed_lawbook, "76C1").text


def test_law_64_marker_on_both_subsections(parsed_lawbook):
    for label in ("64A1", "64A2"):
        assert [f.number for f in paragraph(parsed_lawbook, label).footnotes] == [19]


def test_sections_without_headings_keep_their_text(parsed_lawbook):
    a = paragraph(parsed_lawbook, "35A")
    assert a.heading == "" and a.text.startswith("Yasa 19 tarafından yasaklanmış")
    assert paragraph(parsed_lawbook, "22B").text.startswith(
        "Dört oyuncunun pas geçmesi durumunda (ancak bkz. Yasa 25)."
    )
    assert paragraph(parsed_lawbook, "50A").heading == "Cezalı Kart Açık Durur"


def test_lists_end_with_a_sentence_of_the_parent(parsed_lawbook):
    assert paragraph(parsed_lawbook, "69B").tail == "Bu löve iade edilerek bord yeniden skorlanır."
    assert paragraph(parsed_lawbook, "71").tail == "Bu löve iade edilerek bord yeniden skorlanır."
    assert "Takım oyununda, aynı yarışmacı" in paragraph(parsed_lawbook, "86B2").text


def test_defined_terms_are_found_in_their_inflections(parsed_lawbook):
    from lawbook.text.terms import build_matcher, find_terms

    terms = [d.term for d in parsed_lawbook.definitions]
    matcher = build_matcher(terms)
    text = "Rönonsun olduğu löve kusurlu oyuncu tarafından kazanıldığında, cezalı kartı yerine koyar."
    found = {m.key: text[m.start : m.end] for m in find_terms(text, terms, matcher)}
    assert found["Rönons"] == "Rönonsun"
    assert found["Löve"] == "löve"
    assert found["Cezalı kart"] == "cezalı kartı"
    assert "Oyun" not in found and "Taraf" not in found and "Yer" not in found  # oyuncu, tarafından, yerine
    english = build_matcher(["Play", "Revoke", "Dummy"], "en")
    keys = [m.key for m in find_terms("the player revokes; dummy's cards", ["Play", "Revoke", "Dummy"], english, "en")]
    assert keys == ["Revoke", "Dummy"]


# Where each footnote's marker stands in the source ("desteden1", "Deklaran10", "normal21"...):
# (paragraph, footnote, the text just before the marker).
MARKERS = [
    ("6D2", 1, "desteden"),
    ("15A3", 3, "konuşmasından farklı"),
    ("16B3", 5, "hakemi çağırmalıdır"),
    ("20C2", 6, "Deklaran"),
    ("41B", 10, "(bkz. Yasa 20F2 ve 20F3) Deklaran"),
    ("41B", 11, "her biri oynama sırası kendisinde"),
    ("51B2(c)", 16, "yüzleri açık şekilde kalır."),
    ("70C3", 21, "O koza herhangi bir normal"),
    ("71B", 22, "kalan kartların herhangi bir normal"),
    ("74C5", 23, "dayanarak hareket edilebilir"),
    ("79C1", 25, "daha geç bir zaman belirtmemişse"),
    ("80B2(g)(i)", 26, "yardımcıların atanmasını sağlamak"),
    ("86B2", 27, "masa skoru varsa"),
    ("93C3(b)", 28, "kaldırma yetkisine sahiptirler."),
]


def test_each_footnote_is_attached_where_its_marker_stands(parsed_lawbook):
    for label, number, before in MARKERS:
        node = paragraph(parsed_lawbook, label)
        refs = [ref for ref in node.footnotes if ref.number == number]
        assert len(refs) == 1, (label, number, node.footnotes)
        assert getattr(node, refs[0].field)[: refs[0].offset].endswith(before), (label, number)
    # 10 and 11 stand in one paragraph, in that order.
    assert [ref.number for ref in paragraph(parsed_lawbook, "41B").footnotes] == [10, 11]


def test_the_source_has_28_footnotes_21_and_22_alike(parsed_lawbook):
    # The issue counted 27; the source numbers 28 ("11 –" is footnote 1). Footnotes 21 and 22 say
    # the same thing, for Laws 70 and 71, and each has its own marker.
    footnotes = parsed_lawbook.footnotes
    assert len(footnotes) == 28
    assert footnotes[20].text == footnotes[21].text
    assert footnotes[20].text.startswith("70 ve 71’inci Yasalar için “normal”")
    marked = {ref.number for law in parsed_lawbook.laws for p in law.paragraphs() for ref in p.footnotes}
    assert marked == set(range(1, 29))


def test_law_93_sections_and_an_item_on_its_subsection_line(parsed_lawbook):
    book = parsed_lawbook
    assert [str(c.label) for c in paragraph(book, "93").children] == ["93A", "93B", "93C"]
    assert paragraph(book, "93A").heading == "İtiraz Komitesi Yoksa"
    assert "(veya Yasa 80B2/k uyarınca" in paragraph(book, "93A").text
    assert paragraph(book, "93B").text.startswith("Eğer bir İtiraz Komitesi")
    assert [str(c.label) for c in paragraph(book, "93B").children] == ["93B1", "93B2", "93B3"]
    # "3. (a) Yukarıda ..." opens 93C3 and its item (a) on one line.
    c3 = paragraph(book, "93C3")
    assert c3.text == ""
    assert [str(c.label) for c in c3.children] == ["93C3(a)", "93C3(b)"]
    assert paragraph(book, "93C3(a)").text.startswith("Yukarıda belirtilen Madde 1 ve 2 haricinde")


def test_law_17_has_no_section_e(parsed_lawbook):
    # The definition "Artırım" cites "Yasa 17E", a 2007 label: the 2017 text moved 17E to 17D.
    law = paragraph(parsed_lawbook, "17")
    assert [str(c.label) for c in law.children] == ["17A", "17B", "17C", "17D"]
    assert [str(c.label) for c in paragraph(parsed_lawbook, "17D").children] == ["17D1", "17D2", "17D3"]
    assert "17E" not in parsed_lawbook.paragraph_map()


def test_compound_terms_are_found_in_the_plural():
    from lawbook.text.terms import build_matcher, find_terms

    terms = ["Defans Oyuncusu", "Maç Puanı (MP)", "Disiplin Cezası", "Ceza", "Oyun Süreci", "Oyun"]
    matcher = build_matcher(terms)

    def found(text):
        return {m.key: text[m.start : m.end] for m in find_terms(text, terms, matcher)}

    assert found("diğer defans oyuncularına") == {"Defans Oyuncusu": "defans oyuncularına"}
    assert found("maç puanlarını") == {"Maç Puanı (MP)": "maç puanlarını"}
    assert found("puan olarak disiplin cezaları verme") == {"Disiplin Cezası": "disiplin cezaları"}
    # "oyun süresi" (the time of play) is not "Oyun Süreci" (the play period).
    assert found("oyun süresi") == {"Oyun": "oyun"}
