"""``python -m powerlever impact``: JSON and table output, and bad input -> message on stderr, exit 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from powerlever.__main__ import main


def test_cli_json(capsys):
    rc = main(["impact", "--json", "--gpu", "T4", "--seconds", "3", "--output-tokens", "200",
               "--input-tokens", "50", "--region", "FRA", "--serving", "dedicated"])
    assert rc == 0
    out = json.loads(capsys.readouterr().out)
    for key in ("energy_kwh", "water_l", "co2_kg", "cost_usd", "baseline_energy_kwh", "baseline_water_l",
                "baseline_co2_kg", "baseline_cost_usd", "savings", "energy_source", "baseline_description"):
        assert key in out, key
    assert out["energy_source"] == "modeled" and out["region"] == "FRA"
    assert out["energy_kwh"] == pytest.approx(4.3125e-5)
    assert out["cost_usd"] == pytest.approx(0.000492)
    assert out["serving"] == "dedicated" and out["baseline_batch_size"] == 1


def test_cli_serving_shared_is_the_default_and_in_the_json(capsys):
    assert main(["impact", "--json", "--gpu", "CPU", "--seconds", "9", "--cpu-seconds", "4", "--output-tokens",
                 "100", "--model", "SmolLM2-135M-Instruct"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["serving"] == "shared" and out["baseline_batch_size"] == 64
    assert out["cpu_seconds"] == 4.0 and out["cpu_time_basis"] == "cpu-time" and out["billed_seconds"] == 4.0
    assert main(["impact", "--gpu", "CPU", "--seconds", "9", "--output-tokens", "100", "--serving", "dedicated"]) == 0
    assert "serving: dedicated: batch 1" in capsys.readouterr().out


def test_cli_table(capsys):
    assert main(["impact", "--gpu", "CPU", "--seconds", "5", "--output-tokens", "64"]) == 0
    text = capsys.readouterr().out
    assert "baseline/ours" in text and "energy" in text and "H100" in text


@pytest.mark.parametrize("argv, msg", [
    (["--gpu", "V100", "--seconds", "1", "--output-tokens", "5"], "unknown hardware 'V100'; known: T4"),
    (["--gpu", "T4", "--seconds", "0", "--output-tokens", "5"], "seconds must be a finite number > 0"),
    (["--gpu", "T4", "--seconds", "1", "--output-tokens", "0"], "--output-tokens must be a finite number >= 1"),
    (["--gpu", "T4", "--seconds", "1", "--output-tokens", "5", "--region", "XYZ"], "unknown region 'XYZ'"),
    (["--gpu", "T4", "--output-tokens", "5"], "needs --seconds"),
    (["--gpu", "CPU", "--seconds", "1", "--output-tokens", "5", "--cpu-seconds", "-1"], "--cpu-seconds must be a finite number > 0"),
    # more CPU time than the wall time on every vCPU of this host is a typo, not a measurement
    (["--gpu", "CPU", "--seconds", "1", "--output-tokens", "5", "--cpu-seconds", str(10 * (os.cpu_count() or 1))],
     "is more than --seconds 1 x this host's"),
    # a model name with no size would be billed as a 0 B model in silence
    (["--gpu", "A10G", "--seconds", "2", "--output-tokens", "50", "--model", "foo"], "--model 'foo' has no size"),
])
def test_cli_bad_input(capsys, argv, msg):
    assert main(["impact", *argv]) == 2
    err = capsys.readouterr().err
    assert msg in err and "Traceback" not in err


def test_cli_bad_input_subprocess_exit_code():
    p = subprocess.run([sys.executable, "-m", "powerlever", "impact", "--json", "--gpu", "T4", "--seconds", "-2",
                        "--output-tokens", "5"], capture_output=True, text=True, timeout=60)
    assert p.returncode == 2 and "seconds must be a finite number > 0" in p.stderr and "Traceback" not in p.stderr
    assert p.stdout == ""
