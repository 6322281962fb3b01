# ip xfrm monitor: its words (checks/xfrm_monitor.sh compares the events);
# each line ends before anything is listened to (a file, or an error)

case words
run xfrm monitor help
run xfrm monitor frob
run xfrm monitor acquire expire SA aevent policy report nokeys file /dev/null
run xfrm monitor all all-nsid file /dev/null
run xfrm monitor all-nsid file /nonexistent/file
run -t xfrm monitor SA file /nonexistent/file
run -ts xfrm monitor policy sa
run xfrm monitor file
run xfrm mon acq exp pol ae rep nokeys frob
