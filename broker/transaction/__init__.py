"""The transaction coordinator: `__transaction_state`, the state machine, the markers."""
