-- Seated dates (features/seating): best available seats, chosen seats, and add to cart with seats.
-- A seat belongs to the reservation line in ticket_seats.reservation_id while that line counts: held
-- and not expired, or ordered and not cancelled (the same rule as the seat count of 0015). Seats of a
-- seat group change only under the row lock of that seat group, which ticket_add_to_cart takes.

-- Does a reservation line (its order_id and expires_at) own its seats at p_now? Null when there is none.
CREATE OR REPLACE FUNCTION ticket_line_counts(p_order_id integer, p_expires_at timestamptz, p_now timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT (p_order_id IS NOT NULL AND p_expires_at IS NULL) OR p_expires_at > p_now
$$;
--> statement-breakpoint
-- The best p_n connected seats of a seat group: neighbouring grid columns of one row, every seat on
-- sale and free, no wheelchair place or companion seat (those are chosen on the plan), optionally in
-- one section (the block). Best is the lowest sum of the seats' priorities, then the front row and
-- the leftmost seat. With p_no_single a choice that leaves one free seat between itself and a taken
-- seat comes after every other. Null when no p_n connected seats are free.
-- It runs under the seat group's lock, so its time is every buyer's wait: the rows come cheapest
-- first (priorities are never negative, so no choice in a row costs less than p_n times its cheapest
-- free seat), and the search stops at the first row that cannot beat the best choice found.
CREATE OR REPLACE FUNCTION ticket_best_seats(
  p_seat_group_id integer,
  p_n integer,
  p_section text,
  p_now timestamptz,
  p_no_single boolean
) RETURNS integer[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  rec record;
  v_ids integer[];
  v_cols integer[];
  v_pri integer[];
  v_free boolean[];
  v_given boolean[];
  best integer[];
  best_score bigint;
  best_row integer;
  best_col integer;
  score bigint;
  len integer;
  i integer;
  j integer;
  k integer;
  fits boolean;
BEGIN
  IF p_n IS NULL OR p_n < 1 THEN
    RETURN NULL;
  END IF;
  FOR rec IN
    WITH seat AS (
      SELECT s.id, s.row_index, s.col, s.priority,
             s.blocked_reason IS NULL AND NOT coalesce(ticket_line_counts(r.order_id, r.expires_at, p_now), false) AS free,
             s.seat_group_id = p_seat_group_id AND NOT s.wheelchair AND NOT s.companion
               AND (p_section IS NULL OR s.section = p_section) AS eligible
        FROM ticket_seats s
        LEFT JOIN ticket_reservations r ON r.id = s.reservation_id
       WHERE s.offer_id = (SELECT g.offer_id FROM ticket_seat_groups g WHERE g.id = p_seat_group_id)
         AND s.row_index IN (SELECT t.row_index FROM ticket_seats t WHERE t.seat_group_id = p_seat_group_id)
    )
    SELECT row_index,
           array_agg(id ORDER BY col) AS ids,
           array_agg(col ORDER BY col) AS cols,
           array_agg(priority ORDER BY col) AS pri,
           array_agg(free ORDER BY col) AS free,
           array_agg(free AND eligible ORDER BY col) AS given,
           min(priority) FILTER (WHERE free AND eligible) AS floor
      FROM seat
     GROUP BY row_index
    HAVING count(*) FILTER (WHERE free AND eligible) >= p_n
     ORDER BY floor, row_index
  LOOP
    EXIT WHEN best IS NOT NULL AND rec.floor::bigint * p_n > best_score;
    v_ids := rec.ids;
    v_cols := rec.cols;
    v_pri := rec.pri;
    v_free := rec.free;
    v_given := rec.given;
    len := array_length(v_ids, 1);
    FOR i IN 1 .. len - p_n + 1 LOOP
      CONTINUE WHEN NOT v_given[i] OR v_cols[i + p_n - 1] <> v_cols[i] + p_n - 1;
      fits := true;
      score := 0;
      FOR k IN 0 .. p_n - 1 LOOP
        IF NOT v_given[i + k] THEN
          fits := false;
          EXIT;
        END IF;
        score := score + v_pri[i + k];
      END LOOP;
      CONTINUE WHEN NOT fits;
      IF p_no_single THEN
        -- the free seat left of the choice, with a taken seat left of it
        IF i > 2 AND v_cols[i - 1] = v_cols[i] - 1 AND v_free[i - 1] AND v_cols[i - 2] = v_cols[i] - 2 AND NOT v_free[i - 2] THEN
          score := score + 1000000000;
        END IF;
        -- the free seat right of it, with a taken seat right of that
        j := i + p_n;
        IF j + 1 <= len AND v_cols[j] = v_cols[i] + p_n AND v_free[j] AND v_cols[j + 1] = v_cols[i] + p_n + 1 AND NOT v_free[j + 1] THEN
          score := score + 1000000000;
        END IF;
      END IF;
      IF best IS NULL OR score < best_score
         OR (score = best_score AND (rec.row_index, v_cols[i]) < (best_row, best_col)) THEN
        best := v_ids[i:i + p_n - 1];
        best_score := score;
        best_row := rec.row_index;
        best_col := v_cols[i];
      END IF;
    END LOOP;
  END LOOP;
  RETURN best;
END
$$;
--> statement-breakpoint
-- Chosen seats (p_seat_ids, all of seat group p_seat_group_id): refuses with
--   MV404 when a seat is not one of the group's, MV410 when one is blocked or taken (DETAIL: its id),
--   MV411 (with p_no_single) when the choice leaves one free seat between two taken ones.
-- Returns the seats in plan order (row, column).
CREATE OR REPLACE FUNCTION ticket_check_chosen_seats(
  p_seat_group_id integer,
  p_seat_ids integer[],
  p_now timestamptz,
  p_no_single boolean
) RETURNS integer[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_ids integer[];
  v_taken integer;
BEGIN
  SELECT array_agg(s.id ORDER BY s.row_index, s.col) INTO v_ids
    FROM ticket_seats s WHERE s.id = ANY (p_seat_ids) AND s.seat_group_id = p_seat_group_id;
  IF coalesce(array_length(v_ids, 1), 0) <> (SELECT count(DISTINCT x) FROM unnest(p_seat_ids) AS x) THEN
    RAISE EXCEPTION 'unknown seat' USING ERRCODE = 'MV404';
  END IF;
  SELECT s.id INTO v_taken
    FROM ticket_seats s LEFT JOIN ticket_reservations r ON r.id = s.reservation_id
   WHERE s.id = ANY (v_ids)
     AND (s.blocked_reason IS NOT NULL OR coalesce(ticket_line_counts(r.order_id, r.expires_at, p_now), false))
   LIMIT 1;
  IF v_taken IS NOT NULL THEN
    RAISE EXCEPTION 'seat taken' USING ERRCODE = 'MV410', DETAIL = v_taken::text;
  END IF;
  IF p_no_single AND EXISTS (
    -- every seat of the rows concerned, taken as if the choice were made
    WITH row_seats AS (
      SELECT s.row_index, s.col,
             s.id = ANY (v_ids) OR s.blocked_reason IS NOT NULL
               OR coalesce(ticket_line_counts(r.order_id, r.expires_at, p_now), false) AS taken,
             s.id = ANY (v_ids) AS chosen
        FROM ticket_seats s LEFT JOIN ticket_reservations r ON r.id = s.reservation_id
       WHERE s.offer_id = (SELECT g.offer_id FROM ticket_seat_groups g WHERE g.id = p_seat_group_id)
         AND s.row_index IN (SELECT t.row_index FROM ticket_seats t WHERE t.id = ANY (v_ids))
    )
    SELECT 1 FROM row_seats m
      JOIN row_seats l ON l.row_index = m.row_index AND l.col = m.col - 1
      JOIN row_seats rt ON rt.row_index = m.row_index AND rt.col = m.col + 1
     WHERE NOT m.taken AND l.taken AND rt.taken AND (l.chosen OR rt.chosen)
  ) THEN
    RAISE EXCEPTION 'single seat left' USING ERRCODE = 'MV411';
  END IF;
  RETURN v_ids;
END
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS ticket_add_to_cart(text, text, text, integer, integer, integer, timestamptz, timestamptz, integer[], integer[], numeric[], integer, integer, text, integer);
--> statement-breakpoint
-- 0015's add to cart, now also for seated dates: on a seat group with seats it assigns p_seat_ids
-- (chosen on the plan) or the best connected seats (p_section: only in that block) to the lines,
-- under the seat group's row lock, and returns them. MV409 when no such seats are free.
CREATE OR REPLACE FUNCTION ticket_add_to_cart(
  p_token text,
  p_new_token text,
  p_client_key text,
  p_offer_id integer,
  p_seat_group_id integer,
  p_timeslot_id integer,
  p_now timestamptz,
  p_expires_at timestamptz,
  p_price_ids integer[],
  p_quantities integer[],
  p_unit_prices numeric[],
  p_max_per_order integer,
  p_max_held integer,
  p_lock_timeout text,
  p_pause_ms integer,
  p_seat_ids integer[],
  p_section text,
  p_no_single boolean
) RETURNS TABLE (cart_id integer, cart_token text, tickets_quantity integer, seat_ids integer[]) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_cart integer;
  v_token text;
  v_wanted integer := (SELECT coalesce(sum(q), 0) FROM unnest(p_quantities) AS q);
  v_n integer;
  v_next timestamptz;
  v_capacity integer;
  v_held integer;
  v_badge integer;
  v_seated boolean;
  v_seats integer[];
  v_line integer;
  v_from integer := 1;
  v_index integer;
BEGIN
  PERFORM set_config('lock_timeout', p_lock_timeout, true), set_config('synchronous_commit', 'off', true);
  IF p_token IS NOT NULL THEN
    SELECT id, token INTO v_cart, v_token FROM ticket_carts WHERE token = p_token;
  END IF;
  IF p_client_key IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('client:' || p_client_key));
  ELSIF v_cart IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('cart:' || v_cart));
  END IF;
  IF v_cart IS NOT NULL THEN
    SELECT coalesce(sum(quantity), 0)::integer INTO v_n FROM ticket_reservations
     WHERE ticket_reservations.cart_id = v_cart AND offer_id = p_offer_id AND order_id IS NULL AND expires_at > p_now;
    IF v_n + v_wanted > p_max_per_order THEN
      RAISE EXCEPTION 'order limit' USING ERRCODE = 'MV422', DETAIL = p_max_per_order::text;
    END IF;
  END IF;
  IF v_cart IS NOT NULL OR p_client_key IS NOT NULL THEN
    SELECT coalesce(sum(r.quantity), 0)::integer, min(r.expires_at) INTO v_n, v_next
      FROM ticket_reservations r JOIN ticket_carts c ON c.id = r.cart_id
     WHERE (r.cart_id = v_cart OR c.client_key = p_client_key) AND r.order_id IS NULL AND r.expires_at > p_now;
    IF v_n + v_wanted > p_max_held THEN
      RAISE EXCEPTION 'hold limit' USING ERRCODE = 'MV429', DETAIL = coalesce((extract(epoch FROM v_next) * 1000)::bigint::text, '');
    END IF;
  END IF;
  IF v_cart IS NULL THEN
    INSERT INTO ticket_carts (token, client_key) VALUES (p_new_token, p_client_key) RETURNING id, token INTO v_cart, v_token;
    v_badge := 0;
  ELSE
    UPDATE ticket_reservations SET expires_at = p_expires_at
     WHERE ticket_reservations.cart_id = v_cart AND order_id IS NULL AND expires_at > p_now;
    SELECT (SELECT coalesce(sum(quantity), 0) FROM ticket_reservations
             WHERE ticket_reservations.cart_id = v_cart AND order_id IS NULL AND item_id IS NULL AND expires_at > p_now)
         + (SELECT coalesce(sum(quantity), 0) FROM ticket_cart_items WHERE ticket_cart_items.cart_id = v_cart AND order_id IS NULL)
      INTO v_badge;
  END IF;

  -- The seat lock, last (see 0015).
  IF p_timeslot_id IS NULL THEN
    SELECT capacity INTO v_capacity FROM ticket_seat_groups WHERE id = p_seat_group_id FOR UPDATE;
  ELSE
    SELECT capacity INTO v_capacity FROM ticket_timeslots WHERE id = p_timeslot_id FOR UPDATE;
  END IF;
  v_seated := p_timeslot_id IS NULL AND EXISTS (SELECT 1 FROM ticket_seats WHERE seat_group_id = p_seat_group_id);
  IF v_seated THEN
    -- Seats are the truth of a seated date: chosen ones must be free, else the best connected ones.
    IF p_seat_ids IS NOT NULL THEN
      IF cardinality(p_seat_ids) <> v_wanted THEN
        RAISE EXCEPTION 'seat count' USING ERRCODE = 'MV400';
      END IF;
      v_seats := ticket_check_chosen_seats(p_seat_group_id, p_seat_ids, p_now, p_no_single);
    ELSE
      v_seats := ticket_best_seats(p_seat_group_id, v_wanted, p_section, p_now, p_no_single);
      IF v_seats IS NULL THEN
        RAISE EXCEPTION 'not enough seats' USING ERRCODE = 'MV409';
      END IF;
    END IF;
  ELSE
    SELECT coalesce(sum(quantity), 0)::integer INTO v_held
      FROM ticket_reservations
     WHERE seat_group_id = p_seat_group_id
       AND timeslot_id IS NOT DISTINCT FROM p_timeslot_id
       AND ((order_id IS NOT NULL AND expires_at IS NULL) OR expires_at > p_now);
    IF coalesce(v_capacity, 0) - v_held < v_wanted THEN
      RAISE EXCEPTION 'not enough seats' USING ERRCODE = 'MV409';
    END IF;
  END IF;
  IF p_pause_ms > 0 THEN
    PERFORM pg_sleep(p_pause_ms / 1000.0);
  END IF;
  WITH wanted AS (
    SELECT f.price_id, f.quantity, f.unit_price,
           (SELECT min(r.id) FROM ticket_reservations r
             WHERE r.cart_id = v_cart AND r.price_id = f.price_id AND r.item_id IS NULL AND r.order_id IS NULL
               AND r.timeslot_id IS NOT DISTINCT FROM p_timeslot_id AND r.expires_at > p_now) AS line_id
      FROM unnest(p_price_ids, p_quantities, p_unit_prices) AS f(price_id, quantity, unit_price)
  ), grown AS (
    UPDATE ticket_reservations r SET quantity = r.quantity + w.quantity, updated_at = p_now
      FROM wanted w WHERE r.id = w.line_id
  )
  INSERT INTO ticket_reservations (cart_id, offer_id, seat_group_id, timeslot_id, price_id, quantity, unit_price, expires_at)
  SELECT v_cart, p_offer_id, p_seat_group_id, p_timeslot_id, w.price_id, w.quantity, w.unit_price, p_expires_at
    FROM wanted w WHERE w.line_id IS NULL;
  IF v_seated THEN
    -- The seats go to the lines in the order of the request: the first quantity to the first price.
    FOR v_index IN 1 .. cardinality(p_price_ids) LOOP
      SELECT min(r.id) INTO v_line FROM ticket_reservations r
       WHERE r.cart_id = v_cart AND r.price_id = p_price_ids[v_index] AND r.item_id IS NULL AND r.order_id IS NULL
         AND r.timeslot_id IS NULL AND r.expires_at > p_now;
      UPDATE ticket_seats SET reservation_id = v_line
       WHERE id = ANY (v_seats[v_from:v_from + p_quantities[v_index] - 1]);
      v_from := v_from + p_quantities[v_index];
    END LOOP;
  END IF;
  RETURN QUERY SELECT v_cart, v_token, v_badge + v_wanted, v_seats;
END
$$;
