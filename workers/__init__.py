"""The Modal app (GPU workers wrapping vLLM) and its weight-volume seeding; see docs/deploy.md."""
