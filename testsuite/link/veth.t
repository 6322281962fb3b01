case add-basic
run link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link show
run -d link show v0
