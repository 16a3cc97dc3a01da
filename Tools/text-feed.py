#!/usr/bin/env python3
"""Writes a text-heavy feed for issue 31's speed goal: N posts (default 1,000)
of three texts each (an author in semibold, a time, a body of one to three
sentences), ~8 elements a post, with image and button. Texts repeat as a real
feed's do only partly: each body is made from a seeded choice of sentences.

    Tools/text-feed.py [N] > feed.xml
    xmllayout render feed.xml --format json                      # fonts
    xmllayout render feed.xml --format json --text-metrics fixed # fixed model
"""
import random
import sys

WORDS = ("the quick brown fox jumps over lazy dog while layout engines measure every line of text "
         "with real fonts kerning ligatures and break opportunities as a phone would set them").split()


def sentence(rng):
    n = rng.randint(6, 16)
    s = " ".join(rng.choice(WORDS) for _ in range(n))
    return s[0].upper() + s[1:] + "."


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    rng = random.Random(31)
    out = ['<?xml version="1.0" encoding="UTF-8"?>', '<layout name="TextFeed" width="375">', '  <vstack>']
    for i in range(n):
        author = f"{rng.choice(WORDS).title()} {rng.choice(WORDS).title()}"
        body = " ".join(sentence(rng) for _ in range(rng.randint(1, 3)))
        out.append(f'''    <inset insets="12,16,12,16">
      <hstack spacing="10" alignItems="start">
        <image imageSize="40,40"/>
        <vstack spacing="4" flexShrink="1" flexGrow="1">
          <hstack spacing="6" alignItems="baselineFirst">
            <text fontWeight="semibold" fontSize="15" flexShrink="1" maxLines="1">{author}</text>
            <text fontSize="13" color="#888888">{i % 59 + 1}m</text>
          </hstack>
          <text fontSize="15">{body}</text>
        </vstack>
      </hstack>
    </inset>''')
    out += ['  </vstack>', '</layout>']
    print("\n".join(out))


if __name__ == "__main__":
    main()
