#!/usr/bin/env python3
"""Writes the wave's stick rig under other naming conventions, for tests/automap and tests/cli.

Run from the checkout: python3 tests/data/automap/make_renamed.py. Every rig keeps the wave's
world transforms at setup for the bones the wave has; the conventions that have collars, hands,
feet or twist bones get them added, placed so the arms and legs stay where the wave has them.
"""
import json
import pathlib

HERE = pathlib.Path(__file__).parent
WAVE = json.loads((HERE / "../../../resources/examples/wave/rig/rig.json").read_text())


def renamed(rig_name, names, collar=None, hand=None, foot=None, twist=None):
    """names: wave bone -> new name. collar/hand/foot/twist: side letter -> new name, added."""
    bones = []
    for bone in WAVE["bones"]:
        b = dict(bone)
        b["name"] = names.get(bone["name"], bone["name"])
        if "parent" in b:
            b["parent"] = names.get(b["parent"], b["parent"])
        side = bone["name"][0]
        if collar and bone["name"].endswith("_upper_arm"):
            # A collar from the chest's middle out to the shoulder; the arm hangs from its tip as
            # the wave's hangs from the chest (world rotation 270 either way).
            turn = 90 if side == "r" else -90
            bones.append({"name": collar[side], "parent": b["parent"], "x": 240, "rotation": turn, "length": 75})
            b = {"name": b["name"], "parent": collar[side], "x": 75, "rotation": 180 - turn, "length": 120}
        bones.append(b)
        if twist and bone["name"].endswith("_upper_arm"):
            bones.append({"name": twist[side], "parent": b["name"], "x": 60, "length": 30})
        if hand and bone["name"].endswith("_forearm"):
            bones.append({"name": hand[side], "parent": b["name"], "x": 110, "length": 20})
        if foot and bone["name"].endswith("_shin"):
            bones.append({"name": foot[side], "parent": b["name"], "x": 160, "rotation": 90, "length": 30})
    return {"spec": "rigc-rig/1", "name": rig_name,
            "note": "The wave's stick rig (resources/examples/wave/rig) renamed by make_renamed.py.",
            "skeleton": WAVE["skeleton"], "bones": bones, "slots": []}


def sided(pattern, right, left):
    return {"r": pattern.format(s=right), "l": pattern.format(s=left)}


def limbs(upper, fore, thigh, shin, right, left):
    out = {}
    for side, word in (("r", right), ("l", left)):
        out[side + "_upper_arm"] = upper.format(s=word)
        out[side + "_forearm"] = fore.format(s=word)
        out[side + "_thigh"] = thigh.format(s=word)
        out[side + "_shin"] = shin.format(s=word)
    return out


def write(name, rig):
    (HERE / name).write_text(json.dumps(rig, indent=1) + "\n")


mixamo = {"hip": "mixamorig:Hips", "chest": "mixamorig:Spine", "head": "mixamorig:Head"}
mixamo.update(limbs("mixamorig:{s}Arm", "mixamorig:{s}ForeArm", "mixamorig:{s}UpLeg", "mixamorig:{s}Leg",
                    "Right", "Left"))
write("wave-mixamo.rig.json",
      renamed("wave-mixamo", mixamo, collar=sided("mixamorig:{s}Shoulder", "Right", "Left"),
              hand=sided("mixamorig:{s}Hand", "Right", "Left"), foot=sided("mixamorig:{s}Foot", "Right", "Left")))

ue = {"hip": "pelvis", "chest": "spine_01", "head": "head"}
ue.update(limbs("upperarm_{s}", "lowerarm_{s}", "thigh_{s}", "calf_{s}", "r", "l"))
write("wave-ue.rig.json",
      renamed("wave-ue", ue, collar=sided("clavicle_{s}", "r", "l"), hand=sided("hand_{s}", "r", "l"),
              foot=sided("foot_{s}", "r", "l"), twist=sided("upperarm_twist_01_{s}", "r", "l")))

rigify = {"hip": "DEF-spine", "chest": "DEF-spine.001", "head": "DEF-spine.006"}
rigify.update(limbs("DEF-upper_arm.{s}", "DEF-forearm.{s}", "DEF-thigh.{s}", "DEF-shin.{s}", "R", "L"))
write("wave-rigify.rig.json",
      renamed("wave-rigify", rigify, collar=sided("DEF-shoulder.{s}", "R", "L"), hand=sided("DEF-hand.{s}", "R", "L"),
              foot=sided("DEF-foot.{s}", "R", "L")))

numbered = {bone["name"]: "b{}".format(i) for i, bone in enumerate(WAVE["bones"])}
write("wave-numbered.rig.json", renamed("wave-numbered", numbered))

vrm = {"hip": "hips", "chest": "spine", "head": "head"}
vrm.update(limbs("{s}UpperArm", "{s}LowerArm", "{s}UpperLeg", "{s}LowerLeg", "right", "left"))
write("wave-vrm.rig.json", renamed("wave-vrm", vrm, hand=sided("{s}Hand", "right", "left")))

cc = {"hip": "CC_Base_Hip", "chest": "CC_Base_Waist", "head": "CC_Base_Head"}
cc.update(limbs("CC_Base_{s}_Upperarm", "CC_Base_{s}_Forearm", "CC_Base_{s}_Thigh", "CC_Base_{s}_Calf", "R", "L"))
write("wave-cc.rig.json", renamed("wave-cc", cc, collar=sided("CC_Base_{s}_Clavicle", "R", "L")))

biped = {"hip": "Bip01 Pelvis", "chest": "Bip01 Spine", "head": "Bip01 Head"}
biped.update(limbs("Bip01 {s} UpperArm", "Bip01 {s} Forearm", "Bip01 {s} Thigh", "Bip01 {s} Calf", "R", "L"))
write("wave-biped.rig.json", renamed("wave-biped", biped, foot=sided("Bip01 {s} Foot", "R", "L")))

# Spine's example naming: front and rear, which --front r (the default) gives the subject's right.
spine = {"hip": "hip", "chest": "torso", "head": "head"}
spine.update(limbs("{s}-upper-arm", "{s}-bracer", "{s}-thigh", "{s}-shin", "front", "rear"))
write("wave-spine.rig.json", renamed("wave-spine", spine, hand=sided("{s}-fist", "front", "rear")))
