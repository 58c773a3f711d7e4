"""Every benchmark result names the host it ran on: timings differ by 2-3x between the CPUs this project meets."""

from powerlever.bench.environment import bench_env, cpu_identity

ZEN1 = """processor\t: 0
vendor_id\t: AuthenticAMD
cpu family\t: 23
model\t\t: 1
model name\t: AMD EPYC 7551 32-Core Processor
flags\t\t: fpu sse4_2 avx avx2 fma
processor\t: 1
model name\t: ignored second core
"""
ZEN5 = "cpu family\t: 26\nmodel\t\t: 2\nmodel name\t: AMD EPYC\nflags\t\t: avx2 avx512f avx512_bf16 avx512_vnni\n"


def test_cpu_identity_reads_the_first_core_and_the_widest_isa() -> None:
    assert cpu_identity(ZEN1) == {"cpu_model": "AMD EPYC 7551 32-Core Processor", "cpu_family": "23",
                                  "cpu_model_number": "1", "cpu_isa": "avx2", "cpu_bf16": False}
    zen5 = cpu_identity(ZEN5)
    assert zen5["cpu_isa"] == "avx512" and zen5["cpu_bf16"] is True and zen5["cpu_family"] == "26"
    assert cpu_identity("") == {"cpu_bf16": False}


def test_bench_env_carries_the_cpu_identity() -> None:
    env = bench_env()
    assert env["cpu_count"] and env["git_commit"] is not None
    assert {k: env[k] for k in cpu_identity()} == cpu_identity()


def test_bench_env_names_the_engine_kernels_once_they_are_imported() -> None:
    from powerlever.engine import cpu_kernels

    env = bench_env()
    assert env["native_kernels"] == cpu_kernels.act_status()
    assert env["native_isa"] == (cpu_kernels.act_isa() or None)
    assert env["native_step"] is cpu_kernels.native_step_wanted()

