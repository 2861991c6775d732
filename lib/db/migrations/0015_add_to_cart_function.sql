-- Add to cart in one statement (features/ticketing/server/cart.ts addToCart). Done from the application
-- it was BEGIN, lock timeout, the client's lock, the caps, the cart, the lines, the seat lock (0011's
-- ticket_hold_seats) and COMMIT: seven to ten round trips, and the seat lock every buyer of a date
-- queues for was held until the application had read the function's answer and sent COMMIT (a round
-- trip plus a turn of a busy event loop). Run on its own (autocommit), this function's statement is the
-- transaction: the seat lock is taken last and released by the commit right after it, on the server.
-- Refusals raise (so the cart made and the holds extended here are rolled back with the statement):
--   MV409 too few seats left, MV422 over max tickets per date and order (DETAIL: the limit),
--   MV429 over max seats held per client (DETAIL: when the earliest live hold ends, epoch ms, or empty).
DROP FUNCTION IF EXISTS ticket_hold_seats(integer, integer, integer, integer, timestamptz, timestamptz, integer, integer, integer[], integer[], integer[], integer[], numeric[]);
--> statement-breakpoint
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
  p_pause_ms integer
) RETURNS TABLE (cart_id integer, cart_token text, tickets_quantity integer) LANGUAGE plpgsql AS $$
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
BEGIN
  -- SET LOCAL: this statement's transaction only. A hold commits without waiting for its WAL flush: the
  -- seat lock goes with the commit, so buyers of a date would queue for each other's disk writes. A
  -- crash can at worst lose the latest holds (the seats are free again), never sell a seat twice.
  PERFORM set_config('lock_timeout', p_lock_timeout, true), set_config('synchronous_commit', 'off', true);
  -- The cart of the cookie (cart.ts cartForToken); none or an unknown token: a new cart below.
  IF p_token IS NOT NULL THEN
    SELECT id, token INTO v_cart, v_token FROM ticket_carts WHERE token = p_token;
  END IF;
  -- One client's writes one after another (limits.ts lockClient, the same key), before any seat lock.
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
  -- Live holds of this cart and of every cart from the same client address (limits.ts clientHolds).
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
    -- The whole cart is held for another 15 minutes from the latest change (live holds only: extending
    -- a hold that still counts changes no seat count, so it needs no seat lock).
    UPDATE ticket_reservations SET expires_at = p_expires_at
     WHERE ticket_reservations.cart_id = v_cart AND order_id IS NULL AND expires_at > p_now;
    -- The badge count (cart.ts heldQuantity): live single tickets plus subscriptions and vouchers.
    SELECT (SELECT coalesce(sum(quantity), 0) FROM ticket_reservations
             WHERE ticket_reservations.cart_id = v_cart AND order_id IS NULL AND item_id IS NULL AND expires_at > p_now)
         + (SELECT coalesce(sum(quantity), 0) FROM ticket_cart_items WHERE ticket_cart_items.cart_id = v_cart AND order_id IS NULL)
      INTO v_badge;
  END IF;

  -- The seat lock, last. The count is a statement of its own, so a snapshot of its own (READ
  -- COMMITTED): it sees every hold committed by the transactions this one waited for.
  IF p_timeslot_id IS NULL THEN
    SELECT capacity INTO v_capacity FROM ticket_seat_groups WHERE id = p_seat_group_id FOR UPDATE;
  ELSE
    SELECT capacity INTO v_capacity FROM ticket_timeslots WHERE id = p_timeslot_id FOR UPDATE;
  END IF;
  SELECT coalesce(sum(quantity), 0)::integer INTO v_held
    FROM ticket_reservations
   WHERE seat_group_id = p_seat_group_id
     AND timeslot_id IS NOT DISTINCT FROM p_timeslot_id
     AND ((order_id IS NOT NULL AND expires_at IS NULL) OR expires_at > p_now);
  IF coalesce(v_capacity, 0) - v_held < v_wanted THEN
    RAISE EXCEPTION 'not enough seats' USING ERRCODE = 'MV409';
  END IF;
  -- The concurrency tests widen the window between check and write (hooks.ts); 0 in production.
  IF p_pause_ms > 0 THEN
    PERFORM pg_sleep(p_pause_ms / 1000.0);
  END IF;
  -- A price the cart holds live already for this timeslot grows its line; any other gets a new one.
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
  RETURN QUERY SELECT v_cart, v_token, v_badge + v_wanted;
END
$$;
