# Briç Yasaları: set-up, serving, tests and benchmarks. Every step a newcomer needs is here.
PYTHON ?= python3
PORT ?= 8000
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.requirements-installed

.PHONY: setup run test bench venv messages browser check-shared clean

$(STAMP): requirements.txt requirements-dev.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements-dev.txt
	touch $(STAMP)

venv: $(STAMP)

messages: venv
	@command -v msgfmt >/dev/null 2>&1 || { command -v apt-get >/dev/null 2>&1 && (apt-get update -qq && apt-get install -y -qq gettext >/dev/null) || echo "gettext missing: install it (apt-get install gettext)"; }
	@if ls locale/*/LC_MESSAGES/*.po >/dev/null 2>&1; then $(PY) manage.py compilemessages --verbosity 0 --ignore=.venv; fi

setup: venv messages
	mkdir -p var
	$(PY) manage.py migrate --noinput --verbosity 0
	$(PY) manage.py import_laws
	$(PY) manage.py load_quiz_fixtures

# The search indexer runs beside the web server (the only process that writes the index: it
# rebuilds it within seconds of a publication or an edit) and stops with it.
run: setup
	$(PY) manage.py run_indexer & indexer=$$!; trap 'kill $$indexer 2>/dev/null' EXIT INT TERM; \
	$(PY) manage.py runserver 127.0.0.1:$(PORT)

test: venv messages browser
	$(PY) -m pytest

bench: setup
	@for script in bench/*.py; do echo "== $$script"; $(PY) $$script || exit 1; done

# Debian's Chromium and its driver, for the browser tests (installed where missing).
browser:
	@command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1 || { \
	  command -v apt-get >/dev/null 2>&1 || { echo "install chromium and chromedriver"; exit 1; }; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null; }

# Compares the copies of the shared sources with the originals, when ../shared is there.
check-shared:
	@while read -r copy original; do \
	  case "$$copy" in ''|'#'*) continue;; esac; \
	  if [ -f "$$original" ]; then cmp -s "$$copy" "$$original" && echo "same: $$copy" || echo "DIFFERS: $$copy <> $$original"; \
	  else echo "absent: $$original"; fi; \
	done < fixtures/SOURCES

clean:
	rm -rf var
