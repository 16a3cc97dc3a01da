#!/usr/bin/env bash
# What the expansion stage costs: `render --format json` of a feed of 10,000
# cells expanded from JSON data (for + use of a template with an if, styles,
# constants and expressions) against the same layout written out flat (the
# output of `xmllayout expand`). The budget is +10%.
#
#     swift build -c release && Tools/expansion-bench.sh [path/to/xmllayout]
set -euo pipefail
bin=${1:-.build/release/xmllayout}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

python3 - "$dir" <<'PY'
import json, sys
d = sys.argv[1]
posts = [{"id": i, "author": "user%d" % i, "age": "%dm" % (i % 60), "body": "post number %d says hello" % i,
          **({"photo": True} if i % 3 == 0 else {})} for i in range(10000)]
json.dump({"posts": posts}, open(d + '/feed.json', 'w'))
open(d + '/feed.xml', 'w').write('''<layout name="Feed" width="375" data="feed.json">
  <const name="gutter" value="12"/>
  <style name="caption" fontSize="12" color="gray" flexShrink="1"/>
  <template name="PostCell">
    <param name="post"/>
    <inset insets="{gutter}">
      <hstack spacing="{gutter / 2}" alignItems="start">
        <box debugName="avatar" preferredSize="44,44" backgroundColor="#ccc"/>
        <vstack flexGrow="1" flexShrink="1">
          <text style="caption">{post.author} · {post.age}</text>
          <text maxLines="2">{post.body}</text>
          <if test="post.photo"><ratio ratio="0.75"><box debugName="photo"/></ratio></if>
        </vstack>
      </hstack>
    </inset>
  </template>
  <vstack>
    <for each="post" in="posts">
      <use template="PostCell" post="{post}" id="post-{post.id}"/>
    </for>
  </vstack>
</layout>
''')
PY
"$bin" expand "$dir/feed.xml" -o "$dir/feed.flat.xml"
cmp <("$bin" render "$dir/feed.xml" --format tree) <("$bin" render "$dir/feed.flat.xml" --format tree) \
    || { echo "the expanded and the flat feed differ" >&2; exit 1; }
echo "feed: $(grep -c '<inset' "$dir/feed.flat.xml") cells, $(wc -c <"$dir/feed.flat.xml") bytes written out flat"
hyperfine --warmup 1 --runs 10 -N \
    --command-name "flat (version 1, 10,000 cells)" "$bin render $dir/feed.flat.xml --format json" \
    --command-name "expanded from data (version 2)" "$bin render $dir/feed.xml --format json"
