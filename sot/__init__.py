"""sot: faster LLM answers by generating independent parts in parallel."""
