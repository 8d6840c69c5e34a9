"""Settings under Kafka's own names: broker settings (`settings`) and topic configs (`topics`)."""
