#!/usr/bin/env python3
"""Times kiwisolver (pip install kiwisolver==1.5.1) on the linear systems
`collection-snapshot-bench autolayout --kiwi` exports: per solve, a new Solver, every
constraint added, the variables updated and read -- the same work the Swift solver is timed on.

Usage: kiwi_autolayout.py SYSTEMS.json ITERATIONS
Prints one line per timed solve: `<system name> <milliseconds> <milliseconds solving only>` --
the first with kiwi's constraint objects built from the numbers (as a caller builds them),
the second with them built beforehand (a new Solver, every constraint added, updated, read).

Priorities map to kiwi's strengths: 1000 is `required`; p below it is `strength.create(0, p, 0)`
(a weight of 1000 x p): kiwi weighs priorities in one sum where the Swift solver keeps them in
strict order, so answers can differ where many low priorities outweigh a higher one; the
systems and the work are the same.
"""
import json
import sys
import time

import kiwisolver as kiwi


def build(system):
    variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    made = []
    for c in system["constraints"]:
        expression = sum((coefficient * variables[v] for v, coefficient in zip(c["variables"], c["coefficients"])), c["constant"])
        if c["relation"] == "==":
            constraint = expression == 0
        elif c["relation"] == "<=":
            constraint = expression <= 0
        else:
            constraint = expression >= 0
        priority = c["priority"]
        strength = kiwi.strength.required if priority >= 1000 else kiwi.strength.create(0, priority, 0)
        made.append(constraint | strength)
    return variables, made


def solve(system, built=None):
    variables, constraints = built or build(system)
    solver = kiwi.Solver()
    for constraint in constraints:
        try:
            solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            pass
    solver.updateVariables()
    return [v.value() for v in variables]


def main():
    path, iterations = sys.argv[1], int(sys.argv[2])
    with open(path) as f:
        systems = json.load(f)["systems"]
    for system in systems:
        solve(system)
        for _ in range(iterations):
            start = time.perf_counter()
            solve(system)
            whole = (time.perf_counter() - start) * 1000
            built = build(system)
            start = time.perf_counter()
            solve(system, built)
            print("%s %.6f %.6f" % (system["name"], whole, (time.perf_counter() - start) * 1000))


if __name__ == "__main__":
    main()
