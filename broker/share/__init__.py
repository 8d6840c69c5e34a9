"""KIP-932 share groups, the partition side and the share coordinator, in Kafka's split:

- `partition.py`: one share partition on its partition's leader (in-flight records, delivery
  counts, acquisition locks);
- `session.py`: share sessions (the partitions a member fetches here, and their epochs);
- `manager.py`: ShareFetch and ShareAcknowledge over the share partitions a broker leads;
- `coordinator.py` and `records.py`: the share coordinator, which keeps share-partition state
  in `__share_group_state`;
- `persister.py`: how leaders and the group coordinator reach share coordinators.

Share-group membership and assignment live with the group coordinator (broker/group/share_*).
"""
