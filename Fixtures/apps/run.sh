#!/usr/bin/env bash
# Builds and tests the apps under Fixtures/apps as a team following README does: each app's
# Linux test package depends on a clone of this repository beside it (here a link named
# CollectionSnapshot to this checkout), runs collection-snapshot-linuxify on the app's files,
# then swift test. Each package builds in its own .build folder.
set -euo pipefail
cd "$(dirname "$0")"
ln -sfn ../.. CollectionSnapshot

start=$SECONDS
(
  cd StoryboardShop
  # The tool from the clone (this package cannot build before its copies exist).
  swift run --package-path ../CollectionSnapshot collection-snapshot-linuxify StoryboardShop -o Linux/StoryboardShop --exclude AppDelegate.swift
  swift test
)
echo "Fixtures/apps: StoryboardShop built and tested in $((SECONDS - start)) s"
