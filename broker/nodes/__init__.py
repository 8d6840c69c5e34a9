"""The two kinds of node: a broker (`Broker`) and the controller (`Controller`), each a
listener plus the components that own its state."""
