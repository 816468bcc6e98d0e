"""The shared-prefix policy both local engines follow (sot.local_backend.prefix)."""

from __future__ import annotations

from sot.local_backend.prefix import PrefixCache, group_prefix


def test_a_donor_replaces_the_donors_it_extends_and_the_budget_evicts_the_oldest():
    dropped: list[str] = []
    cache: PrefixCache[str] = PrefixCache(dropped.append, max_donors=2)
    cache.keep("a", [1, 2, 3])
    cache.keep("b", [1, 2, 3, 4, 5])  # extends a: a goes
    assert dropped == ["a"] and len(cache) == 1
    cache.keep("c", [7, 8])
    cache.keep("d", [9])
    assert dropped == ["a", "b"] and len(cache) == 2  # over two donors: the oldest goes
    by_tokens: PrefixCache[str] = PrefixCache(dropped.append, max_tokens=4)
    by_tokens.keep("e", [1, 2, 3])
    by_tokens.keep("f", [5, 6])
    assert dropped[-1] == "e" and len(by_tokens) == 1
    by_tokens.clear()
    assert dropped[-1] == "f" and len(by_tokens) == 0 and not by_tokens.evict()


def test_the_longest_cached_prefix_wins_a_live_row_on_a_tie_and_a_used_donor_stays_longer():
    dropped: list[str] = []
    cache: PrefixCache[str] = PrefixCache(dropped.append, max_donors=2)
    cache.keep("old", [1, 2, 3, 4])
    cache.keep("new", [9, 9])
    assert cache.best([1, 2, 3, 7]) == ("old", 3)
    assert cache.best([1, 2, 3, 7], live=[(0, [1, 2, 3])]) == (0, 3)  # a live row first on a tie
    assert cache.best([1, 2, 3, 4, 5], live=[(0, [1, 2])]) == ("old", 4)
    assert cache.best([5]) == (None, 0)
    cache.keep("third", [4, 4])  # "old" was used last, so "new" is the one that goes
    assert dropped == ["new"]


def test_group_prefix_leaves_each_row_its_last_prompt_token():
    assert group_prefix([[1, 2, 3, 4], [1, 2, 3, 5, 6]]) == [1, 2, 3]
    assert group_prefix([[1, 2, 3], [1, 2, 3, 4]]) == [1, 2]
    assert group_prefix([[1, 2], [3, 4]]) == []
