"""The support reply: a template's reply frame put together, its text in the customer's voice, and the escalation check."""
