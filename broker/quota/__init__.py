"""Client quotas at a broker: produce and fetch byte rates and request time per (user,
client-id), measured and throttled as Kafka's ClientQuotaManager and ClientRequestQuotaManager
do (manager.py), over windowed rates (rate.py). The quotas themselves live in the cluster
metadata (broker/metadata/client_quotas.py)."""
