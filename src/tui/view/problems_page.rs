//! Which of the problems panel's entries one page shows, from the rows each
//! takes: the same answer for drawing the page and for scrolling it, so a
//! scroll stops where the last page is full and the next key back moves it.

/// One page of the panel: an "N above" row when scrolled, whole entries, the
/// first lines of the next one (ending in "…") where it would leave rows
/// empty, and a "+N more" row when entries are left below.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Page {
    /// The first entry shown: "N above" counts the ones before it.
    pub from: usize,
    /// How many entries from `from` on are shown whole.
    pub whole: usize,
    /// Rows of the entry after those, shown cut (0: none is).
    pub cut: usize,
    /// The "+N more" row's count: the entries below not shown whole, the cut
    /// one among them when scrolling on shows more of it.
    pub more: usize,
    /// The furthest `from` goes: there the last entry is on the last rows.
    pub last_from: usize,
    /// On the last page, the last rows of the entry before `from` shown
    /// above it, so that the page is full (0: none are). That entry is
    /// counted "above", as its start is.
    pub tail: usize,
}

impl Page {
    /// The page of entries `heights` rows tall in a panel `height` rows
    /// tall, asked to start at entry `from` (kept within `last_from`).
    pub fn new(heights: &[usize], height: usize, from: usize) -> Page {
        let count = heights.len();
        let rows_from = |first: usize| heights[first..].iter().sum::<usize>();
        if rows_from(0) <= height {
            return Page {
                from: 0,
                whole: count,
                cut: 0,
                more: 0,
                last_from: 0,
                tail: 0,
            };
        }
        // The first entry from which the rest fits under the "N above" row.
        let last_from = (1..count)
            .find(|&first| rows_from(first) < height)
            .unwrap_or(count.saturating_sub(1));
        let from = from.min(last_from);
        // Rows for entries while some are left for the "+N more" row.
        let room = height.saturating_sub(1);
        let mut used = usize::from(from > 0);
        let mut whole = 0;
        let mut cut = 0;
        for (index, &rows) in heights.iter().enumerate().skip(from) {
            let last = index + 1 == count;
            // The last entry may take the "+N more" row: none is left.
            let limit = if last { height } else { room };
            if used + rows <= limit {
                used += rows;
                whole += 1;
                continue;
            }
            // Too tall for the rows left: its first lines fill them. The
            // last entry alone on its page has the "+N more" row too.
            let limit = if last && whole == 0 { height } else { room };
            cut = limit.saturating_sub(used);
            break;
        }
        // An entry cut at the top of its page is taller than any page:
        // scrolling on shows none of the rest of it, so it is not "more".
        let cut_shown = usize::from(cut > 0 && whole == 0);
        let more = count - from - whole - cut_shown;
        // The last page is full: rows its entries leave empty show the end
        // of the entry before them (never all of it: then it would start
        // the page).
        let before = from.checked_sub(1).and_then(|i| heights.get(i));
        let tail = match before {
            Some(rows) if from == last_from && more == 0 && cut == 0 => {
                height.saturating_sub(used).min(rows.saturating_sub(1))
            }
            _ => 0,
        };
        Page {
            from,
            whole,
            cut,
            more,
            last_from,
            tail,
        }
    }

    /// Where the page starts after one entry's scroll on (`down`) or back.
    pub fn scrolled(&self, down: bool) -> usize {
        match down {
            true => (self.from + 1).min(self.last_from),
            false => self.from.saturating_sub(1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Page;

    #[test]
    fn entries_that_fit_are_all_shown_and_never_scroll() {
        let page = Page::new(&[1, 2, 1], 4, 3);
        assert_eq!(
            (page.from, page.whole, page.more, page.last_from),
            (0, 3, 0, 0)
        );
        assert_eq!(page.scrolled(true), 0);
    }

    #[test]
    fn scrolling_stops_where_the_last_entry_is_on_the_last_row() {
        // Ten one-row entries in 5 rows: from entry 6 on, "6 above" and
        // entries 6..10 fill the page; one further would leave a row empty.
        let heights = [1; 10];
        let page = Page::new(&heights, 5, 0);
        assert_eq!(page.last_from, 6);
        let mut from = 0;
        for _ in 0..20 {
            from = Page::new(&heights, 5, from).scrolled(true);
        }
        assert_eq!(from, 6, "Alt-↓ past the end is not counted");
        let end = Page::new(&heights, 5, from);
        assert_eq!((end.whole, end.cut, end.more), (4, 0, 0));
        // One step back moves the page at once.
        assert_eq!(end.scrolled(false), 5);
        assert_eq!(Page::new(&heights, 5, 5).more, 2);
    }

    #[test]
    fn the_last_page_is_full_with_the_end_of_the_entry_before_it() {
        // 1, 4, 1, 1 rows in 5: the last page starts at entry 2 ("2 above",
        // two one-row entries: 3 rows); the 4-row entry's last two rows
        // fill the other two.
        let heights = [1, 4, 1, 1];
        let page = Page::new(&heights, 5, 9);
        assert_eq!((page.from, page.whole, page.more), (2, 2, 0));
        assert_eq!(page.tail, 2);
        assert_eq!(1 + page.tail + 2, 5, "every row used");
        // Pages before the last are full already, and have no tail.
        assert_eq!(Page::new(&heights, 5, 1).tail, 0);
        // Entries that fit all at once: no scrolling, no tail.
        assert_eq!(Page::new(&[1, 1], 5, 0).tail, 0);
        // Every last page, for many shapes, uses every row.
        for height in 3..9 {
            for seed in 0..40usize {
                let heights: Vec<usize> = (0..6).map(|i| 1 + (seed * 7 + i * 3) % 4).collect();
                if heights.iter().sum::<usize>() <= height {
                    continue;
                }
                let page = Page::new(&heights, height, usize::MAX);
                if page.cut > 0 {
                    continue; // the last entry alone is taller than the page
                }
                let rows = 1 + page.tail + heights[page.from..].iter().sum::<usize>();
                assert_eq!(rows, height, "{heights:?} in {height}: {page:?}");
            }
        }
    }

    #[test]
    fn a_start_further_than_the_last_page_shows_the_last_page() {
        let page = Page::new(&[1; 10], 5, 9);
        assert_eq!(page.from, 6);
        assert_eq!(page.scrolled(false), 5);
    }

    #[test]
    fn an_entry_too_tall_for_the_rows_left_fills_them_and_counts_as_more() {
        // 1 + 1 rows, then a 4-row entry with 2 rows left above "+N more".
        let page = Page::new(&[1, 1, 4, 1], 5, 0);
        assert_eq!((page.whole, page.cut), (2, 2));
        assert_eq!(page.more, 2, "the cut entry and the one after it");
        // Every row of the page is used: 2 whole + 2 cut + "+N more".
        assert_eq!(page.whole + page.cut + 1, 5);
    }

    #[test]
    fn an_entry_taller_than_the_page_is_cut_and_not_more() {
        let page = Page::new(&[9, 1], 4, 0);
        assert_eq!((page.whole, page.cut, page.more), (0, 3, 1));
        // The last entry, alone and too tall, takes every row below "N above".
        let page = Page::new(&[1, 9], 4, 1);
        assert_eq!((page.from, page.whole, page.cut, page.more), (1, 0, 3, 0));
    }

    #[test]
    fn the_last_entry_may_take_the_more_row() {
        // 2 + 2 rows in 4: no "+N more" needed once the last fits.
        let page = Page::new(&[2, 1, 2], 4, 1);
        assert_eq!((page.from, page.whole, page.more), (1, 2, 0));
    }
}
