-- Spec §4: agent fee 'paid' goes with agent_is_paid true, 'must_paid' with false. Where the two disagree,
-- agent_is_paid wins: it is the box the office ticks in the agent fee dialog, which derives the status from it.
UPDATE "sales" SET "agent_fee" = CASE WHEN "agent_is_paid" THEN 'paid' ELSE 'must_paid' END
WHERE ("agent_fee" = 'paid') <> "agent_is_paid";
