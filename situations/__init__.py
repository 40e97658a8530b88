"""Situation guides ("Ne oldu? / What happened?"): what happens now at the table, who chooses and
which paragraphs of the Laws the answer rests on; and the ruling engine on the web (POST /api/rulings/,
the OpenAPI schema of the API)."""
