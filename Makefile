# Briç Yasaları: set-up, serving, tests and benchmarks. Every step a newcomer needs is here.
PYTHON ?= python3
PORT ?= 8000
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.requirements-installed

.PHONY: setup run dev test test-fast test-app test-postgres check-claim-references check-questions check-inputs lint bench venv messages browser book-deps secret-key check-shared clean

$(STAMP): requirements.txt requirements-dev.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements-dev.txt
	touch $(STAMP)

venv: $(STAMP)

messages: venv secret-key
	@command -v msgfmt >/dev/null 2>&1 || { command -v apt-get >/dev/null 2>&1 && (apt-get update -qq && apt-get install -y -qq gettext >/dev/null) || echo "gettext missing: install it (apt-get install gettext)"; }
	@if ls locale/*/LC_MESSAGES/*.po >/dev/null 2>&1; then $(PY) manage.py compilemessages --verbosity 0 --ignore=.venv; fi

setup: venv messages book-deps
	$(PY) manage.py migrate --noinput --verbosity 0
	$(PY) manage.py import_laws
	$(PY) manage.py collectstatic --noinput --verbosity 0
	$(PY) manage.py load_quiz_fixtures

# A secret key generated once into var/ (never committed) when SECRET_KEY is not in the environment.
secret-key:
	@mkdir -p var
	@test -n "$$SECRET_KEY" || test -s var/secret_key || { umask 077; $(PY) -c 'from django.core.management.utils import get_random_secret_key as k; print(k())' > var/secret_key; }

# Production server: gunicorn with DEBUG off, and the search indexer beside it (lawbook serve).
run: setup
	$(PY) manage.py serve --host 127.0.0.1 --port $(PORT)

# Development server: autoreloading, DEBUG on, static files straight from static/.
# The search indexer runs beside it too, and stops with it.
dev: setup
	$(PY) manage.py run_indexer & indexer=$$!; trap 'kill $$indexer 2>/dev/null' EXIT INT TERM; \
	DEBUG=1 $(PY) manage.py runserver 127.0.0.1:$(PORT)

# The suite in TEST_WORKERS processes (pytest-xdist; each has its own test database, live server
# and temporary folders). TEST_WORKERS=0 runs it in this process.
TEST_WORKERS ?= 2

test: venv messages browser
	$(PY) -m pytest -n $(TEST_WORKERS) $(ARGS)

# The inner loop: the tests that need neither the database nor a real part (the engine, the
# grammar, the parser, the API's engine answers), about half the suite in well under a minute.
# `make test-fast ARGS=--lf` runs again only what failed last time (any pytest option goes in ARGS).
FAST := not db and not browser and not server and not pdf and not slow
test-fast: venv messages
	$(PY) -m pytest -n $(TEST_WORKERS) -m "$(FAST)" $(ARGS)

# The rest without real parts: every test on the database, and the slow ones, but no Chromium,
# no server process and no PDF (tests in tiers: pytest.ini's markers).
test-app: venv messages
	$(PY) -m pytest -n $(TEST_WORKERS) -m "not ($(FAST)) and not browser and not server and not pdf" $(ARGS)

# The whole suite on a throwaway PostgreSQL cluster under var/ (bin/with-postgres installs
# Debian's postgresql where missing, and removes the cluster afterwards, also on failure).
test-postgres: venv messages browser
	bin/with-postgres $(PY) -m pytest -n $(TEST_WORKERS) $(ARGS)

# The claim tests' stored reference answers (rulings/tests/claims/reference_answers.json), every
# one run again by the brute-force reference and compared (make test checks a fixed part of them);
# `$(PY) -m rulings.tests.claims.stored_references --write` writes them after a change to the model.
check-claim-references: venv
	$(PY) -m rulings.tests.claims.stored_references --check

# Every question type over 20 000 seeds spread over the exam's range (quizzes/management/commands/quiz_sweep.py);
# the definitions and where types read the Laws from the database, so after setup.
check-questions: setup
	$(PY) manage.py quiz_sweep

# Every URL pattern the site answers, sent every bad value of tests/bad_input.py (FULL) in each
# parameter and field, as a visitor and as each group's user, the admin included
# (tests/test_bad_input_sweep.py), and each page's later steps reached first the way its user gets
# there, one field at a time bad (tests/test_bad_input_later_steps.py): every answer below 500;
# and the search's two thousand generated inputs (lawbook/tests/search/test_search_views.py).
# `make test` runs a quick share of it. `bin/with-postgres make check-inputs` runs it on PostgreSQL.
check-inputs: venv messages
	BAD_INPUT_SWEEP=full $(PY) -m pytest -n $(TEST_WORKERS) -p no:logging tests/test_bad_input_sweep.py tests/test_bad_input_later_steps.py \
		lawbook/tests/search/test_search_views.py::test_generated_inputs_get_no_server_error $(ARGS)

# Lint and checks that CI runs before the tests: ruff, mypy (pyproject.toml), the import contracts
# (.importlinter: which app may import which), Django's system
# checks, no model change without its migration, and the claim tests' stored reference answers
# written from the code as it is (their fingerprint; `check-claim-references` runs them all).
lint: venv secret-key
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy
	$(VENV)/bin/lint-imports --no-cache
	$(PY) manage.py check
	$(PY) manage.py makemigrations --check --dry-run
	$(PY) -m rulings.tests.claims.stored_references --fingerprint

# Tools in bench/ that search, tune or dissect rather than print the figures docs/benchmarks.md records: run
# by hand (search_weights.py: a coordinate ascent over the ranking weights, about 25 minutes; search81;
# claim_oracle.py and claim_passes.py: one 13-card claim's positions, given its number; claimfloor8-11;
# claim_longest_run.py: the opponents' longest run of tricks where the oracle raises a floor, claimfloor14).
BENCH_TOOLS := bench/search_weights.py bench/claim_oracle.py bench/claim_passes.py bench/claim_longest_run.py

bench: setup
	@for script in $(filter-out $(BENCH_TOOLS),$(wildcard bench/[a-z]*.py)); do echo "== $$script"; $(PY) $$script || exit 1; done
	@echo "== bench/serve_load.py on PostgreSQL"; bin/with-postgres $(PY) bench/serve_load.py --postgres

# Debian's Chromium and its driver, for the browser tests, and pdftotext (poppler-utils), which
# reads the printed pages and the PDF books back in the tests (installed where missing).
browser: book-deps
	@command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1 && command -v pdftotext >/dev/null 2>&1 || { \
	  command -v apt-get >/dev/null 2>&1 || { echo "install chromium, chromedriver and poppler-utils"; exit 1; }; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver poppler-utils >/dev/null; }

# What WeasyPrint needs to lay out the PDF books (lawbook.pages.book): Pango and a font (installed where missing).
BOOK_PACKAGES := libpango-1.0-0 libpangoft2-1.0-0 fonts-dejavu-core
book-deps:
	@dpkg -s $(BOOK_PACKAGES) >/dev/null 2>&1 || { \
	  command -v apt-get >/dev/null 2>&1 || { echo "install $(BOOK_PACKAGES)"; exit 1; }; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(BOOK_PACKAGES) >/dev/null; }

# Compares the copies of the shared sources with the originals, when ../shared is there: each copy
# begins with its original byte for byte (docs/rulings-cli.md adds our "Additions" after it).
check-shared:
	@while read -r copy original; do \
	  case "$$copy" in ''|'#'*) continue;; esac; \
	  if [ -f "$$original" ]; then head -c "$$(wc -c < "$$original")" "$$copy" | cmp -s - "$$original" && echo "same: $$copy$$(test "$$(wc -c < "$$copy")" -gt "$$(wc -c < "$$original")" && echo ' (and our Additions after it)')" || echo "DIFFERS: $$copy <> $$original"; \
	  else echo "absent: $$original"; fi; \
	done < fixtures/SOURCES

clean:
	rm -rf var
