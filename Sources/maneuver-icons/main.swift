print("maneuver-icons")
