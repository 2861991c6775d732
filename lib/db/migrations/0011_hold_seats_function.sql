-- Add to cart, the part under the seat lock, in one statement (features/ticketing/server/cart.ts).
-- Every buyer of an event date queues for the row lock of its seat group or timeslot; done from the
-- application, lock, count and write were three round trips each buyer waited for. Here they are one:
-- the lock is held for the function and the commit only.
-- Returns the seats left after the hold, or -1 when fewer than p_wanted are free (nothing written).
CREATE OR REPLACE FUNCTION ticket_hold_seats(
  p_seat_group_id integer,
  p_timeslot_id integer,
  p_cart_id integer,
  p_offer_id integer,
  p_now timestamptz,
  p_expires_at timestamptz,
  p_wanted integer,
  p_pause_ms integer,
  p_line_ids integer[],
  p_line_quantities integer[],
  p_price_ids integer[],
  p_quantities integer[],
  p_unit_prices numeric[]
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_capacity integer;
  v_held integer;
BEGIN
  IF p_timeslot_id IS NULL THEN
    SELECT capacity INTO v_capacity FROM ticket_seat_groups WHERE id = p_seat_group_id FOR UPDATE;
  ELSE
    SELECT capacity INTO v_capacity FROM ticket_timeslots WHERE id = p_timeslot_id FOR UPDATE;
  END IF;
  -- A statement of its own, so a snapshot of its own (READ COMMITTED): it sees every hold committed
  -- by the transactions this one waited for. The same rule as heldSeats() in inventory.ts.
  SELECT coalesce(sum(quantity), 0)::integer INTO v_held
    FROM ticket_reservations
   WHERE seat_group_id = p_seat_group_id
     AND timeslot_id IS NOT DISTINCT FROM p_timeslot_id
     AND ((order_id IS NOT NULL AND expires_at IS NULL) OR expires_at > p_now);
  IF coalesce(v_capacity, 0) - v_held < p_wanted THEN
    RETURN -1;
  END IF;
  -- The concurrency tests widen the window between check and write (hooks.ts); 0 in production.
  IF p_pause_ms > 0 THEN
    PERFORM pg_sleep(p_pause_ms / 1000.0);
  END IF;
  UPDATE ticket_reservations AS r
     SET quantity = r.quantity + l.quantity, updated_at = p_now
    FROM unnest(p_line_ids, p_line_quantities) AS l(id, quantity)
   WHERE r.id = l.id;
  INSERT INTO ticket_reservations (cart_id, offer_id, seat_group_id, timeslot_id, price_id, quantity, unit_price, expires_at)
  SELECT p_cart_id, p_offer_id, p_seat_group_id, p_timeslot_id, f.price_id, f.quantity, f.unit_price, p_expires_at
    FROM unnest(p_price_ids, p_quantities, p_unit_prices) AS f(price_id, quantity, unit_price);
  RETURN coalesce(v_capacity, 0) - v_held - p_wanted;
END
$$;
