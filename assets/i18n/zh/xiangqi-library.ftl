# Xiangqi opening lessons (titles) / 象棋布局课 / уроки дебютов сянци.
lesson-central-cannon = 中炮：炮二平五（《橘中秘》）
lesson-same-direction-cannons = 顺炮：炮二平五 炮８平５（《橘中秘》）
lesson-screen-horses = 中炮对屏风马（《梅花谱》）
