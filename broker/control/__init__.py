"""What a harness does to a running cluster at its listeners: fault rules (faults.py), request
capture (capture.py), network cuts and throttling (interceptor.py), metrics (metrics.py; their
Prometheus exposition, loaded at the first scrape, prometheus.py).
`interceptor.NodeControl` is the network server's `on_request` hook on every node."""
