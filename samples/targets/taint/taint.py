def handler():
    # what the user sends
    a = source1()
    if not a:
        return None

    # passed along
    c = b + a
    sink1(b)
