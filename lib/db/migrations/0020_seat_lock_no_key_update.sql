-- The seat lock (the row of a seat group or timeslot that every capacity change locks first) is taken
-- FOR NO KEY UPDATE instead of FOR UPDATE: capacity changes still exclude each other, but a row that
-- only refers to the seat group (a cart line updated twice in one checkout, whose foreign-key check
-- takes FOR KEY SHARE) no longer waits for the lock. 0019's add to cart otherwise unchanged.
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
    UPDATE ticket_reservations SET expires_at = greatest(expires_at, p_expires_at)
     WHERE ticket_reservations.cart_id = v_cart AND order_id IS NULL AND expires_at > p_now;
    SELECT (SELECT coalesce(sum(quantity), 0) FROM ticket_reservations
             WHERE ticket_reservations.cart_id = v_cart AND order_id IS NULL AND item_id IS NULL AND expires_at > p_now)
         + (SELECT coalesce(sum(quantity), 0) FROM ticket_cart_items WHERE ticket_cart_items.cart_id = v_cart AND order_id IS NULL)
      INTO v_badge;
  END IF;

  -- The seat lock, last (see 0015).
  IF p_timeslot_id IS NULL THEN
    SELECT capacity INTO v_capacity FROM ticket_seat_groups WHERE id = p_seat_group_id FOR NO KEY UPDATE;
  ELSE
    SELECT capacity INTO v_capacity FROM ticket_timeslots WHERE id = p_timeslot_id FOR NO KEY UPDATE;
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
