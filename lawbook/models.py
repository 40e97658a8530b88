"""The Laws of Duplicate Bridge (2017) as data: chapters, Laws, their tree of paragraphs,
footnotes, definitions, and the stand-off layers (citations, footnote markers, defined terms,
editor's notes) that pages apply when they render the text.

Translatable fields are registered in lawbook.translation (`_tr`, `_en`). Every row belongs to an
`Edition` (a Law, a chapter, a definition, a footnote directly; a paragraph through its Law; notes
and layers through their paragraph), so that drafts and later editions sit beside the 2017 text as
full copies (lawbook.editions.editions).
"""

import functools
import operator

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.urls import reverse
from django.utils.text import slugify
from django.utils.translation import gettext_lazy as _

from .labels import LabelError, parse_label
from .text.language_parts import UnbalancedMark, parts
from .text.textfold import fold_case

CURRENT_EDITION = "2017"


class Edition(models.Model):
    """One edition of the text: the published 2017 text, an erratum, a future text. Readers see the
    published edition with the latest `published_at`; a draft is read only by those with the
    `view_draft` permission (the Editor and Publisher groups, lawbook migration 0011)."""

    DRAFT, PUBLISHED, WITHDRAWN = "draft", "published", "withdrawn"
    STATUSES = [(DRAFT, _("draft")), (PUBLISHED, _("published")), (WITHDRAWN, _("withdrawn"))]

    code = models.CharField(_("code"), max_length=20, unique=True)
    title = models.CharField(_("title"), max_length=200, blank=True, default="")
    note = models.TextField(_("note"), blank=True, default="")
    status = models.CharField(_("status"), max_length=10, choices=STATUSES, default=DRAFT)
    published_at = models.DateTimeField(_("published at"), null=True, blank=True)
    based_on = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="drafts", verbose_name=_("based on")
    )
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        verbose_name=_("created by"),
    )
    created_at = models.DateTimeField(_("created at"), auto_now_add=True)
    published_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        verbose_name=_("published by"),
    )

    class Meta:
        ordering = ["published_at", "code"]
        verbose_name = _("edition")
        verbose_name_plural = _("editions")
        permissions = [
            ("publish_edition", "Can publish an edition"),
            ("view_draft", "Can read draft editions on the site and in the API"),
        ]

    def __str__(self):
        return self.code

    @property
    def is_draft(self) -> bool:
        return self.status == self.DRAFT


def is_edition_code(code: str | None) -> bool:
    """Whether `code` could name an edition: 1 to 20 characters (the column's) without "/" or a
    NUL. An address or a ?edition= that cannot is no edition, found without asking the database:
    PostgreSQL refuses a NUL in a text value (/api/laws/?edition=%00 was a 500 there)."""
    return isinstance(code, str) and 0 < len(code) <= 20 and "/" not in code and "\x00" not in code


def is_draft_edition(code: str | None) -> bool:
    """Whether `code` names a draft edition (an answer about it depends on who asks). Beside the
    models, not in lawbook.editions.editions, because the layers ask it and lawbook.editions.editions imports them."""
    return is_edition_code(code) and Edition.objects.filter(code=code, status=Edition.DRAFT).exists()


def edition_field(related_name: str):
    """The edition a row belongs to, by its code (the column keeps the code the 2017 rows had)."""
    return models.ForeignKey(
        Edition,
        to_field="code",
        db_column="edition",
        default=CURRENT_EDITION,
        on_delete=models.CASCADE,
        related_name=related_name,
        verbose_name=_("edition"),
    )


class Imported(models.Model):
    """A row the importer writes from a fixture. `imported` holds, per field, the value it last
    wrote there, so a re-import can tell a field nobody has touched since (it follows the fixture)
    from one edited in the admin (it is kept): see lawbook.text.provenance."""

    imported = models.JSONField(_("imported text"), default=dict, blank=True, editable=False)
    # Bumped by every admin save: a form opened before another save carries an older number and is
    # refused (lawbook.admin.forms), so no edit is silently overwritten.
    version = models.PositiveIntegerField(_("version"), default=0, editable=False)
    # Which English fields hold an official English text (import_laws --lang en), with its file and
    # date; a field not named here holds the project's rendering (lawbook.english.english_source).
    en_sources = models.JSONField(_("source of the English text"), default=dict, blank=True, editable=False)

    class Meta:
        abstract = True


class Chapter(Imported):
    edition = edition_field("chapters")
    number = models.PositiveSmallIntegerField(_("number"))
    roman = models.CharField(_("roman numeral"), max_length=8)
    name = models.CharField(_("name"), max_length=200)

    class Meta:
        ordering = ["number"]
        verbose_name = _("chapter")
        verbose_name_plural = _("chapters")
        constraints = [models.UniqueConstraint(fields=["edition", "number"], name="chapter_per_edition")]

    def __str__(self):
        return f"{self.roman}. {self.name}"


class Law(Imported):
    edition = edition_field("laws")
    number = models.PositiveSmallIntegerField(_("number"))
    title = models.CharField(_("title"), max_length=300)
    chapter = models.ForeignKey(Chapter, on_delete=models.PROTECT, related_name="laws", verbose_name=_("chapter"))

    class Meta:
        ordering = ["number"]
        verbose_name = _("Law")
        verbose_name_plural = _("Laws")
        constraints = [models.UniqueConstraint(fields=["edition", "number"], name="law_per_edition")]

    def __str__(self):
        return f"{self.number}. {self.title}"

    def get_absolute_url(self):
        return reverse("lawbook:law", args=[self.number])

    def get_edition_url(self):
        """The stable address of this Law in its own edition."""
        return reverse("lawbook:edition_law", args=[self.edition_id, self.number])


class Paragraph(Imported):
    """A node of a Law's tree: the Law's opening text, a section, subsection, item or sub-item."""

    law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="paragraphs", verbose_name=_("Law"))
    label = models.CharField(_("label"), max_length=40)
    anchor = models.CharField(_("anchor"), max_length=40)
    parent = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="children",
        verbose_name=_("parent paragraph"),
    )
    position = models.PositiveIntegerField(_("position in the Law"))  # reading order within the Law
    depth = models.PositiveSmallIntegerField(_("depth"))
    heading = models.CharField(_("heading"), max_length=300, blank=True, default="")
    text = models.TextField(_("text"), blank=True, default="")
    tail = models.TextField(_("text after the sub-paragraphs"), blank=True, default="")

    class Meta:
        ordering = ["law__number", "position"]
        verbose_name = _("paragraph")
        verbose_name_plural = _("paragraphs")
        constraints = [models.UniqueConstraint(fields=["law", "label"], name="label_per_law")]
        indexes = [models.Index(fields=["label"])]

    def __str__(self):
        return self.label

    def get_absolute_url(self):
        return reverse("lawbook:law", args=[self.law.number]) + f"#{self.anchor}"


class Footnote(Imported):
    edition = edition_field("footnotes")
    number = models.PositiveSmallIntegerField(_("number"))
    text = models.TextField(_("text"))
    paragraph = models.ForeignKey(
        Paragraph, null=True, on_delete=models.SET_NULL, related_name="footnotes", verbose_name=_("paragraph")
    )
    printed_number = models.CharField(_("printed number"), max_length=8, blank=True)

    class Meta:
        ordering = ["number"]
        verbose_name = _("footnote")
        verbose_name_plural = _("footnotes")
        constraints = [models.UniqueConstraint(fields=["edition", "number"], name="footnote_per_edition")]

    def __str__(self):
        return str(self.number)


class FootnoteMarker(models.Model):
    """Where a footnote's number stands in a paragraph (the PDF glued it to a word)."""

    paragraph = models.ForeignKey(
        Paragraph, on_delete=models.CASCADE, related_name="footnote_markers", verbose_name=_("paragraph")
    )
    footnote = models.ForeignKey(Footnote, on_delete=models.CASCADE, related_name="markers", verbose_name=_("footnote"))
    field = models.CharField(_("field"), max_length=10)  # heading, text or tail
    offset = models.PositiveIntegerField(_("offset"))

    class Meta:
        ordering = ["paragraph", "field", "offset"]
        verbose_name = _("footnote marker")
        verbose_name_plural = _("footnote markers")


def definition_slug(term: str) -> str:
    # Diacritics stay: "Tur" (round) and "Tür" (strain) are two terms.
    return slugify(fold_case(term), allow_unicode=True)


class Definition(Imported):
    edition = edition_field("definitions")
    term = models.CharField(_("term"), max_length=200)
    text = models.TextField(_("text"))
    slug = models.SlugField(_("slug"), max_length=200, allow_unicode=True)
    position = models.PositiveSmallIntegerField(_("position"))
    parent = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.CASCADE, related_name="subterms", verbose_name=_("parent term")
    )

    class Meta:
        ordering = ["position"]
        verbose_name = _("definition")
        verbose_name_plural = _("definitions")
        constraints = [models.UniqueConstraint(fields=["edition", "slug"], name="definition_per_edition")]

    def __str__(self):
        return self.term

    def get_absolute_url(self):
        return reverse("lawbook:definitions") + f"#{self.slug}"


class Citation(models.Model):
    """A citation in one text, in one language: its span, and the paragraph it names.

    Every kind of text carries its citations (lawbook.layers): a paragraph's heading, text and
    tail, a definition's term and text, a footnote's text, a Law's title; exactly one of the four
    owners is set. `target` is None where the label names no paragraph (reported by the importer).
    """

    paragraph = models.ForeignKey(
        Paragraph, null=True, on_delete=models.CASCADE, related_name="citations", verbose_name=_("paragraph")
    )
    definition = models.ForeignKey(
        "Definition", null=True, on_delete=models.CASCADE, related_name="citations", verbose_name=_("definition")
    )
    footnote = models.ForeignKey(
        Footnote, null=True, on_delete=models.CASCADE, related_name="citations", verbose_name=_("footnote")
    )
    law = models.ForeignKey(Law, null=True, on_delete=models.CASCADE, related_name="citations", verbose_name=_("Law"))
    lang = models.CharField(_("language"), max_length=5)
    field = models.CharField(_("field"), max_length=10)
    start = models.PositiveIntegerField(_("start"))
    end = models.PositiveIntegerField(_("end"))
    target_label = models.CharField(_("cited label"), max_length=40)
    target = models.ForeignKey(
        Paragraph, null=True, on_delete=models.CASCADE, related_name="cited_by", verbose_name=_("cited paragraph")
    )

    OWNERS = ("paragraph", "definition", "footnote", "law")

    class Meta:
        ordering = ["paragraph", "lang", "field", "start"]
        verbose_name = _("citation")
        verbose_name_plural = _("citations")
        constraints = [
            models.CheckConstraint(
                condition=functools.reduce(
                    operator.or_,
                    (
                        models.Q(
                            **{
                                f"{owner}__isnull": owner != chosen
                                for owner in ("paragraph", "definition", "footnote", "law")
                            }
                        )
                        for chosen in ("paragraph", "definition", "footnote", "law")
                    ),
                ),
                name="citation_has_one_owner",
            )
        ]


class TermMention(models.Model):
    """The first use of a defined term in a paragraph, in one language."""

    paragraph = models.ForeignKey(
        Paragraph, on_delete=models.CASCADE, related_name="term_mentions", verbose_name=_("paragraph")
    )
    definition = models.ForeignKey(
        Definition, on_delete=models.CASCADE, related_name="mentions", verbose_name=_("definition")
    )
    lang = models.CharField(_("language"), max_length=5)
    field = models.CharField(_("field"), max_length=10)
    start = models.PositiveIntegerField(_("start"))
    end = models.PositiveIntegerField(_("end"))

    class Meta:
        ordering = ["paragraph", "lang", "field", "start"]
        verbose_name = _("term mention")
        verbose_name_plural = _("term mentions")


def balanced_marks(value: str) -> None:
    """A note's marks pair up (lawbook.text.language_parts): a stray ⁅ or ⁆ typed in the admin is a
    form error naming where it is, the text kept in the form, never a page that cannot be drawn."""
    try:
        parts(value)
    except UnbalancedMark as error:
        raise ValidationError(
            _(
                "The marks ⁅ and ⁆ do not pair up near “%(near)s”: put ⁅ just before the words quoted "
                "in the other language and ⁆ just after them, one pair for each quotation."
            ),
            code="unbalanced_marks",
            params={"near": error.near},
        ) from error


class EditorNote(Imported):
    """A visible note on a paragraph or a definition, not part of the Law's text: where the editors
    corrected the printed text (the Law 77 typos), where our English knowingly differs from the
    WBF's English because the Turkish does, or where the text as published cites a paragraph the
    2017 Laws do not have (the definition of Artırım cites "Yasa 17E"; fixtures/editor_notes.json).
    Exactly one of `paragraph` and `definition` is set."""

    OWNERS = ("paragraph", "definition")

    paragraph = models.ForeignKey(
        Paragraph,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="editor_notes",
        verbose_name=_("paragraph"),
    )
    definition = models.ForeignKey(
        Definition,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="editor_notes",
        verbose_name=_("definition"),
    )
    kind = models.CharField(_("kind"), max_length=60)
    # Stored with its marks (lawbook.text.language_parts), as the editor types and sees them: the
    # pages draw them, every other reader of a note reads it through plain() (the docstring there).
    text = models.TextField(
        _("text"),
        help_text=_(
            "Words quoted in the other language go between ⁅ and ⁆, the words only, not the quotation "
            "marks or the parentheses around them: the English inside the Turkish text, the Turkish inside "
            "the English text. The pages tell screen readers which language those words are in; the API "
            "and every export give the text without the marks."
        ),
        validators=[balanced_marks],
    )

    class Meta:
        ordering = ["paragraph", "definition", "kind"]
        verbose_name = _("editor's note")
        verbose_name_plural = _("editor's notes")
        constraints = [
            models.UniqueConstraint(fields=["paragraph", "kind"], name="one_note_per_repair"),
            models.UniqueConstraint(fields=["definition", "kind"], name="one_note_of_a_kind_per_definition"),
            models.CheckConstraint(
                condition=models.Q(paragraph__isnull=False, definition__isnull=True)
                | models.Q(paragraph__isnull=True, definition__isnull=False),
                name="editor_note_has_one_owner",
            ),
        ]

    @property
    def owner(self):
        """The paragraph or the definition the note stands on."""
        return self.paragraph if self.paragraph_id else self.definition


def split_labels(labels: str) -> list[str]:
    """An interpretation's `labels` field ("12C2(b), 80B2(f)") as a list, in the order given."""
    return [part.strip() for part in labels.split(",") if part.strip()]


class Interpretation(Imported):
    """The federation's word on paragraphs of the Laws, shown under them: a regulation (80B2(f):
    the Tournament Organizer, "Organizasyon Komitesi", announces regulations that supplement the
    Laws without contradicting them; 80B1: it may be the same body as the Regulating Authority,
    "Yetkili Federasyon"), an election (an option the Laws leave to the Regulating Authority, as
    12C2(b) subjects the IMP value of average plus and minus to its approval), or an official
    interpretation. It belongs to an edition like a footnote: a draft copies it, publication makes
    it the readers' (lawbook.editions.editions). `labels` names the paragraphs it concerns in
    citation form ("12C2(b), 80B2(f)"), each checked against its edition (`clean`). It is Imported
    only for the version every admin save checks (lawbook.admin.forms): no importer writes it, and
    no fixture holds one."""

    REGULATION, ELECTION, INTERPRETATION = "regulation", "election", "interpretation"
    KINDS = [
        (REGULATION, _("regulation")),
        (ELECTION, _("election")),
        (INTERPRETATION, _("official interpretation")),
    ]

    edition = edition_field("interpretations")
    kind = models.CharField(_("kind"), max_length=20, choices=KINDS)
    labels = models.CharField(
        _("paragraphs"),
        max_length=300,
        help_text=_("The paragraphs it concerns, in citation form, separated by commas: for example 12C2(b), 80B2(f)."),
    )
    title = models.CharField(_("title"), max_length=300)
    text = models.TextField(_("text"))
    source = models.CharField(
        _("source"), max_length=300, help_text=_("The federation's document or decision number it comes from.")
    )
    date = models.DateField(_("date"))
    position = models.PositiveSmallIntegerField(_("position"), default=0)

    class Meta:
        ordering = ["position", "date", "pk"]
        verbose_name = _("federation interpretation")
        verbose_name_plural = _("federation interpretations")

    def __str__(self):
        return f"{self.labels}: {self.title}"

    def label_list(self) -> list[str]:
        """The labels it concerns as stored (citation form, in the order given)."""
        return split_labels(self.labels)

    def clean(self):
        """Each label is a label of the grammar (lawbook.labels) naming a paragraph of the row's
        edition; stored in citation form."""
        found = []
        for text in self.label_list() or [""]:
            try:
                label = parse_label(text)
            except LabelError:
                label = None
            exists = (
                label is not None
                and Paragraph.objects.filter(
                    law__edition=self.edition_id, law__number=label.law, label=str(label)
                ).exists()
            )
            if not exists:
                raise ValidationError(
                    {
                        "labels": _("%(label)s names no paragraph of edition %(code)s.")
                        % {"label": text or "''", "code": self.edition_id}
                    }
                )
            found.append(str(label))
        self.labels = ", ".join(dict.fromkeys(found))


class ContentVersion(models.Model):
    """One row: a number bumped whenever the text readers are served changes (an import that
    changed something, a publication; never a draft's save). Cached pages and API answers are keyed on it, and the
    search index records the number it was built from, so a machine's indexer can tell that its
    index is stale (lawbook.content_version)."""

    number = models.PositiveBigIntegerField(_("number"), default=0)
    changed_at = models.DateTimeField(_("changed at"), auto_now=True)

    class Meta:
        verbose_name = _("content version")
        verbose_name_plural = _("content versions")

    def __str__(self):
        return str(self.number)


def edition_code_of(obj) -> str | None:
    """The code of the edition a content row belongs to (through its Law or paragraph). Beside the
    models, not in lawbook.editions.editions, because the layers ask it and lawbook.editions.editions imports them."""
    if obj is None:
        return None
    if isinstance(obj, Paragraph):
        return obj.law.edition_id
    if isinstance(obj, EditorNote):
        return edition_code_of(obj.owner)
    return getattr(obj, "edition_id", None)
