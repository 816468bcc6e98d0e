"""Auto mode's routing: the question router (n-gram and encoder models, their shipped weights) and the cost model that predicts each mode's latency."""
