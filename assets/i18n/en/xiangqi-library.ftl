# Xiangqi opening lessons (titles) / 象棋布局课 / уроки дебютов сянци.
lesson-central-cannon = Central cannon, C2=5 (Ju Zhong Mi, 橘中秘)
lesson-same-direction-cannons = Same-direction cannons (Ju Zhong Mi)
lesson-screen-horses = Screen horses against the central cannon (Mei Hua Pu, 梅花谱)
